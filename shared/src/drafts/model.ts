import { createEvent, createStore } from 'effector';

export const DRAFT_SECTIONS = [
  'basicDetails',
  'locationDetails',
  'profileDetails',
  'mediaUpload',
  'pricingDetails',
] as const;
export type DraftSectionName = (typeof DRAFT_SECTIONS)[number];

/** Field contents are owned by the add-property remote; shared only keeps them. */
export type DraftSectionData = Record<string, unknown>;
export type DraftSection = {
  loading: boolean;
  error: string | null;
  data: DraftSectionData | null;
};
export type AddPropertyDraft = Record<DraftSectionName, DraftSection>;

const emptySection: DraftSection = { loading: false, error: null, data: null };

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
export const draftSectionSaved = createEvent<{
  section: DraftSectionName;
  data: DraftSectionData;
}>();
export const draftSectionFailed = createEvent<{ section: DraftSectionName; error: string }>();
/** The wizard finished or was abandoned: every section back to empty. */
export const draftReset = createEvent();
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
