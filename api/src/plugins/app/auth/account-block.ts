import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { admins, users } from '../../../db/schema/index';
import { HttpError, unauthorized } from '../../../lib/errors';
import { STAFF_DISABLED_MESSAGE } from './admin-service';
import type { Audience } from './token-service';

/** What a blocked user reads at login and when their session is refused (403 ACCOUNT_BLOCKED). */
export function accountBlocked(reason: string | null): HttpError {
  const why = (reason ?? '').trim().replace(/[.!\s]+$/, '') || 'no reason was given';
  return new HttpError(
    403,
    `Your account is blocked: ${why}. Write to support to appeal.`,
    'ACCOUNT_BLOCKED',
  );
}

/** Refuses a user that staff blocked (after the one-time code, so only the phone's owner learns it). */
export async function assertUserNotBlocked(db: Database, userId: string): Promise<void> {
  const [user] = await db
    .select({ blockedAt: users.blockedAt, blockedReason: users.blockedReason })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.blockedAt) throw accountBlocked(user.blockedReason);
}

/**
 * A token refresh for a blocked user or a disabled staff member is refused with why, even when
 * their sessions were already revoked (blocking and disabling revoke them).
 */
export async function assertHolderMayRefresh(
  db: Database,
  holder: { audience: Audience; subjectId: string } | undefined,
): Promise<void> {
  if (!holder) return;
  if (holder.audience === 'user') return assertUserNotBlocked(db, holder.subjectId);
  const [admin] = await db
    .select({ disabledAt: admins.disabledAt })
    .from(admins)
    .where(eq(admins.id, holder.subjectId));
  if (admin?.disabledAt) throw unauthorized(STAFF_DISABLED_MESSAGE);
}
