import { createEvent, createStore } from 'effector';
import type {
  BasicDetails,
  LocationDetails,
  MediaUpload,
  PricingDetails,
  ProfileDetails,
} from '../contracts/drafts';

export const DRAFT_SECTIONS = [
  'basicDetails',
  'locationDetails',
  'profileDetails',
  'mediaUpload',
  'pricingDetails',
] as const;
export type DraftSectionName = (typeof DRAFT_SECTIONS)[number];

/**
 * What each step saves; the zod schemas are in shared/contracts/drafts (`draftSectionSchemas`),
 * kept out of this module so the first paint (which restores the draft) carries no zod.
 */
export interface DraftSectionData {
  basicDetails: BasicDetails;
  locationDetails: LocationDetails;
  profileDetails: ProfileDetails;
  mediaUpload: MediaUpload;
  pricingDetails: PricingDetails;
}
export type DraftSection<N extends DraftSectionName = DraftSectionName> = {
  loading: boolean;
  error: string | null;
  data: DraftSectionData[N] | null;
};
export type AddPropertyDraft = { [N in DraftSectionName]: DraftSection<N> };
/** One section's saved data, tagged with its name. */
export type SavedDraftSection = {
  [N in DraftSectionName]: { section: N; data: DraftSectionData[N] };
}[DraftSectionName];

const emptySection = { loading: false, error: null, data: null } as const;

export const initialDraft: AddPropertyDraft = {
  basicDetails: emptySection,
  locationDetails: emptySection,
  profileDetails: emptySection,
  mediaUpload: emptySection,
  pricingDetails: emptySection,
};

// data
export const $addPropertyDraft = createStore<AddPropertyDraft>(initialDraft);

// events (named for what happened to a section)
export const draftSectionSubmitted = createEvent<{ section: DraftSectionName }>();
export const draftSectionSaved = createEvent<SavedDraftSection>();
export const draftSectionFailed = createEvent<{ section: DraftSectionName; error: string }>();
/** The wizard finished or was abandoned: every section back to empty. */
export const draftReset = createEvent();
/** The server's id of this draft (`POST /api/drafts`), kept with the sections under `root`. */
export const $draftServerId = createStore<string | null>(null);
export const draftServerIdAssigned = createEvent<string | null>();

/** Persisted state was read (internal: the persistence model fills it). */
export const draftRestored = createEvent<AddPropertyDraft>();

// logic
$addPropertyDraft
  .on(draftSectionSubmitted, (draft, { section }) => ({
    ...draft,
    [section]: { ...draft[section], loading: true, error: null },
  }))
  .on(draftSectionSaved, (draft, { section, data }) => ({
    ...draft,
    [section]: { loading: false, error: null, data },
  }))
  .on(draftSectionFailed, (draft, { section, error }) => ({
    ...draft,
    [section]: { loading: false, error, data: null },
  }))
  .on(draftRestored, (_, restored) => restored)
  .reset(draftReset);

$draftServerId.on(draftServerIdAssigned, (_, id) => id).reset(draftReset);
