import type { AddPropertyDraft } from 'shared/drafts';
import type { PreviewSections } from './toListingDetail';

/** The five steps' data when the four a listing cannot do without are there (photos may be none). */
export function previewSections(draft: AddPropertyDraft): PreviewSections | null {
  const { basicDetails, locationDetails, profileDetails, pricingDetails } = draft;
  if (!basicDetails.data || !locationDetails.data || !profileDetails.data || !pricingDetails.data) {
    return null;
  }
  return {
    basicDetails: basicDetails.data,
    locationDetails: locationDetails.data,
    profileDetails: profileDetails.data,
    pricingDetails: pricingDetails.data,
    mediaUpload: draft.mediaUpload.data,
  };
}

/** The preview lives inside the pricing route (the spec's routes are the five steps). */
export const PREVIEW_SEARCH = 'view=preview';
export const isPreviewSearch = (search: string) =>
  new URLSearchParams(search).get('view') === 'preview';
