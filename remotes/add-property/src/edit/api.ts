import { request, userApi } from 'shared/http';
import { checkSections, draftAnswerSchema, type ServerDraft } from '../api/draftContract';

/**
 * POST /api/drafts `{ propertyId }`: the open edit draft of the owner's listing, created
 * prefilled from it (another user's listing answers 404).
 */
export async function openEditDraft(propertyId: string): Promise<ServerDraft> {
  const { draft } = await request(draftAnswerSchema, userApi.post({ propertyId }, 'drafts').json());
  return checkSections(draft);
}
