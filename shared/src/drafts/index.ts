export type {
  AddPropertyDraft,
  DraftSection,
  DraftSectionData,
  DraftSectionName,
  SavedDraftSection,
} from './model';
export {
  $addPropertyDraft,
  DRAFT_SECTIONS,
  draftReset,
  draftSectionFailed,
  draftSectionSaved,
  draftSectionSubmitted,
  initialDraft,
} from './model';
