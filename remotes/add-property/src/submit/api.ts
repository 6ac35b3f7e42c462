import type { SubmitDraftAnswer } from 'shared/contracts/drafts';
import { request, userApi } from 'shared/http';
import { failureFromAnswer } from 'shared/http/failure';

/**
 * A refused submit keeps what the api said beyond the message: the step to complete (400
 * DRAFT_INCOMPLETE, `section`) or the posting rule's code (403, `reason`).
 */
const submitClient = userApi.customError(async (_error, response) => {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const failure = failureFromAnswer(response.status, body);
  const { section, reason } = (body ?? {}) as { section?: unknown; reason?: unknown };
  return {
    ...failure,
    ...(typeof section === 'string' ? { section } : {}),
    ...(typeof reason === 'string' ? { reason } : {}),
  };
});

/** POST /api/drafts/{draftId}/submit: the listing goes to review (an edit waits as a revision). */
export async function submitDraft(draftId: string): Promise<SubmitDraftAnswer> {
  const { submitDraftAnswerSchema } = await import('shared/contracts/drafts');
  return request(
    submitDraftAnswerSchema,
    submitClient.post({}, `drafts/${encodeURIComponent(draftId)}/submit`).json(),
  );
}
