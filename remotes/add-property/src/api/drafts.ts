import type { DraftSectionData, DraftSectionName } from 'shared/drafts';
import { request, userApi } from 'shared/http';
import {
  checkSections,
  currentDraftAnswerSchema,
  draftAnswerSchema,
  type ServerDraft,
} from './draftContract';

export type { ServerDraft } from './draftContract';

// Answers reject with an ApiFailure: `status` set when the server answered, absent when the
// network failed (shared/http's request).

/** GET /api/drafts/current: the owner's open new-listing draft, or null (another device resumes it). */
export async function fetchCurrentDraft(): Promise<ServerDraft | null> {
  const { draft } = await request(currentDraftAnswerSchema, userApi.get('drafts/current').json());
  return draft ? checkSections(draft) : null;
}

/** POST /api/drafts: the owner's open new-listing draft, created when there is none. */
export async function ensureDraft(): Promise<ServerDraft> {
  const { draft } = await request(draftAnswerSchema, userApi.post({}, 'drafts').json());
  return checkSections(draft);
}

/** PUT /api/drafts/{id}/sections/{section}: one step's data, checked again by the server. */
export async function saveDraftSection<N extends DraftSectionName>(
  draftId: string,
  section: N,
  data: DraftSectionData[N],
): Promise<ServerDraft> {
  const path = `drafts/${encodeURIComponent(draftId)}/sections/${encodeURIComponent(section)}`;
  const { draft } = await request(draftAnswerSchema, userApi.put(data, path).json());
  return checkSections(draft);
}
