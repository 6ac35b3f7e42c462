import type { DraftSectionData, DraftSectionName } from 'shared/drafts';
import { request, type Schema, userApi } from 'shared/http';
import type { ServerDraft } from './draftContract';

export type { ServerDraft } from './draftContract';

type Contract = typeof import('./draftContract');

/**
 * Sends the call while the contract (and zod) loads; rejects with an ApiFailure: `status` set
 * when the server answered, absent when the network failed.
 */
async function validated<T>(pick: (contract: Contract) => Schema<T>, call: Promise<unknown>) {
  const [contract] = await Promise.all([import('./draftContract'), call.catch(() => undefined)]);
  return request(pick(contract), call);
}

/** GET /api/drafts/current: the owner's open new-listing draft, or null (another device resumes it). */
export async function fetchCurrentDraft(): Promise<ServerDraft | null> {
  const answer = await validated(
    (c) => c.currentDraftAnswerSchema,
    userApi.get('drafts/current').json(),
  );
  return answer.draft;
}

/** POST /api/drafts: the owner's open new-listing draft, created when there is none. */
export async function ensureDraft(): Promise<ServerDraft> {
  const answer = await validated((c) => c.draftAnswerSchema, userApi.post({}, 'drafts').json());
  return answer.draft;
}

/** PUT /api/drafts/{id}/sections/{section}: one step's data, checked again by the server. */
export async function saveDraftSection<N extends DraftSectionName>(
  draftId: string,
  section: N,
  data: DraftSectionData[N],
): Promise<ServerDraft> {
  const path = `drafts/${encodeURIComponent(draftId)}/sections/${encodeURIComponent(section)}`;
  const answer = await validated((c) => c.draftAnswerSchema, userApi.put(data, path).json());
  return answer.draft;
}
