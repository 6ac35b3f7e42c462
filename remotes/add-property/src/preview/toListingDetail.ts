import type { EnteredArea } from 'shared/contracts/drafts';
import type { ListingDetail, ListingMedia } from 'shared/contracts/listings';
import type { UploadedMedia } from 'shared/contracts/media';
import type { DraftSectionData } from 'shared/drafts';
import { AREA_UNIT_SQFT, POSTED_BY_LABELS } from 'shared/vocabulary';

/** What GET /api/media/{id} says of an uploaded file that the preview needs. */
export type PreviewMedia = Pick<
  UploadedMedia,
  '_id' | 'kind' | 'status' | 'url' | 'srcSet' | 'width' | 'height' | 'placeholder'
>;

/** The sections a preview needs; the media step's may be missing (no photos yet). */
export type PreviewSections = Pick<
  DraftSectionData,
  'basicDetails' | 'locationDetails' | 'profileDetails' | 'pricingDetails'
> & { mediaUpload: DraftSectionData['mediaUpload'] | null };

export type PreviewInput = {
  /** The listing's id once it exists (an edit), else the draft's. */
  id: string;
  sections: PreviewSections;
  /** Uploaded files by id, as GET /api/media/{id} answered. */
  media: Record<string, PreviewMedia | undefined>;
  /** When the preview is made: 'posted today'. */
  now: Date;
};

const area = (entered: EnteredArea | null) =>
  entered ? { ...entered, sqft: Math.round(entered.value * AREA_UNIT_SQFT[entered.unit]) } : null;

/** About 100 m, as the public page rounds the pin. */
const coarse = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/** The advertiser's name as the public page shows it: 'Asha Verma (Owner)', a company for the others. */
function advertiserName(profile: DraftSectionData['profileDetails']): string {
  const name =
    profile.postedBy === 'owner'
      ? profile.contactName
      : (profile.companyName ?? profile.contactName);
  return `${name.trim()} (${POSTED_BY_LABELS[profile.postedBy]})`;
}

/** The gallery as the public page orders it: the cover first, then the owner's order; ready files only. */
function gallery(
  upload: PreviewSections['mediaUpload'],
  media: PreviewInput['media'],
): ListingMedia[] {
  if (!upload) return [];
  const ordered = [...upload.items].sort(
    (a, b) => Number(b.mediaId === upload.coverMediaId) - Number(a.mediaId === upload.coverMediaId),
  );
  const shown: ListingMedia[] = [];
  for (const item of ordered) {
    const file = media[item.mediaId];
    if (file?.status !== 'ready' || !file.url) continue;
    shown.push({
      _id: item.mediaId,
      kind: item.kind,
      url: file.url,
      srcSet: file.srcSet,
      width: file.width,
      height: file.height,
      caption: item.caption,
    });
  }
  return shown;
}

/**
 * The draft as the listing's public detail answer (GET /api/listings/{id}) will carry it once
 * approved, so the listing remote's own detail view can render it: the same area, price per
 * sq.ft, cover and rounding rules as the api (api/src/plugins/app/listings/listing-detail.ts).
 */
export function toListingDetail({ id, sections, media, now }: PreviewInput): ListingDetail {
  const { basicDetails: basic, locationDetails: place } = sections;
  const { profileDetails: profile, pricingDetails: pricing } = sections;
  const { areas } = basic;
  const searched = areas.superBuiltUp ?? areas.builtUp ?? areas.carpet ?? areas.plot;
  const areaSqft = searched ? Math.round(searched.value * AREA_UNIT_SQFT[searched.unit]) : null;
  const items = gallery(sections.mediaUpload, media);
  const cover = items.find((item) => item.kind === 'image');
  const at = now.toISOString();
  return {
    _id: id,
    title: basic.title,
    listingType: basic.listingType,
    propertyType: basic.propertyType,
    price: pricing.price,
    deposit: pricing.deposit,
    pricePerSqft: areaSqft ? Math.round(pricing.price / areaSqft) : null,
    bhk: basic.bhk,
    bathrooms: basic.bathrooms,
    areaSqft,
    furnishing: basic.furnishing,
    possessionStatus: basic.possessionStatus,
    city: place.city,
    locality: place.locality,
    projectName: place.projectName,
    postedBy: profile.postedBy,
    postedAt: at,
    image: cover
      ? {
          url: cover.url,
          srcSet: cover.srcSet ?? '',
          width: cover.width ?? 0,
          height: cover.height ?? 0,
          alt: basic.title,
        }
      : null,
    imageCount: items.filter((item) => item.kind === 'image').length,
    description: basic.description,
    balconies: basic.balconies,
    areas: {
      carpet: area(areas.carpet),
      builtUp: area(areas.builtUp),
      superBuiltUp: area(areas.superBuiltUp),
      plot: area(areas.plot),
    },
    maintenanceMonthly: pricing.maintenanceMonthly,
    possessionDate: basic.possessionDate,
    ageYears: basic.ageYears,
    floorNumber: basic.floorNumber,
    totalFloors: basic.totalFloors,
    facing: basic.facing,
    parking: basic.parking,
    amenities: basic.amenities,
    state: place.state,
    pincode: place.pincode,
    latitude: coarse(place.latitude),
    longitude: coarse(place.longitude),
    rera: profile.reraId ? { state: place.state, id: profile.reraId } : null,
    media: items,
    updatedAt: at,
    expiresAt: null,
    postedByName: advertiserName(profile),
    // The preview has no Contact button; the api writes this text for the live page.
    contactConsentText: '',
  };
}
