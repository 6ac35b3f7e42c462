import type { UserUpdateBody } from 'shared/contracts/users';
import { reraIdProblem } from 'shared/vocabulary';
import { badRequest } from '../../../lib/errors';

type Current = { userType: string | null; state: string | null; reraAgentId: string | null };

const HAS_RERA = new Set(['agent', 'builder']);

/**
 * The RERA agent id the profile will carry after this update, or a refusal in words. Only agents
 * and builders have one (an owner's is refused; becoming an owner clears it), and it must fit the
 * RERA format of the profile's state (checked again when the state changes).
 */
export function nextReraAgentId(current: Current, body: UserUpdateBody): string | null {
  const userType = body.userType ?? current.userType;
  const state = body.state !== undefined ? body.state : current.state;
  const asked = body.reraAgentId;
  if (asked && !HAS_RERA.has(userType ?? ''))
    throw badRequest(
      'Only agents and builders have a RERA agent id. Choose agent or builder, or leave the RERA id empty.',
    );
  if (!HAS_RERA.has(userType ?? '')) return null;
  const reraAgentId = asked !== undefined ? asked : current.reraAgentId;
  if (!reraAgentId) return null;
  const problem = reraIdProblem(reraAgentId, state ?? '');
  if (problem) throw badRequest(`${problem}. Correct it or leave it empty.`);
  return reraAgentId.trim();
}

export function assertOnePhotoSource(body: UserUpdateBody): void {
  if (body.profileMediaId !== undefined && body.profileImage !== undefined)
    throw badRequest(
      'Send either profileMediaId (an uploaded photo) or profileImage (a URL), not both.',
    );
}
