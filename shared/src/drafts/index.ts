export type {
  AddPropertyDraft,
  DraftSection,
  DraftSectionData,
  DraftSectionName,
  SavedDraftSection,
} from './model';
export {
  $addPropertyDraft,
  $draftServerId,
  DRAFT_SECTIONS,
  draftReset,
  draftSectionFailed,
  draftSectionSaved,
  draftSectionSubmitted,
  draftServerIdAssigned,
  initialDraft,
} from './model';
