import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { conflict, notFound } from '../../../lib/errors';
import type { AuditLog, StaffMember } from '../audit/audit-log';
import type { TokenService } from '../auth/token-service';

/**
 * Blocking and unblocking a user: the change and its audit entry in one transaction; after the
 * commit a block revokes every session of the user, so their next call is refused and the
 * refresh too (login then says why).
 */
export class UserBlocking {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly tokens: Pick<TokenService, 'revokeSubject'>,
  ) {}

  async block(staff: StaffMember, userId: string, reason: string, now: Date) {
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw notFound('User');
      if (user.blockedAt)
        throw conflict(
          'This user is already blocked. Unblock them first to block them with another reason.',
        );
      await tx
        .update(users)
        .set({ blockedAt: now, blockedReason: reason })
        .where(eq(users.id, userId));
      await this.audit.record(tx, staff, {
        action: 'user.block',
        entityType: 'user',
        entityId: userId,
        before: { blockedAt: null, blockedReason: null },
        after: { blockedAt: now.toISOString(), blockedReason: reason },
      });
    });
    await this.tokens.revokeSubject('user', userId);
  }

  async unblock(staff: StaffMember, userId: string) {
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw notFound('User');
      if (!user.blockedAt) throw conflict('This user is not blocked: there is nothing to undo.');
      await tx
        .update(users)
        .set({ blockedAt: null, blockedReason: null })
        .where(eq(users.id, userId));
      await this.audit.record(tx, staff, {
        action: 'user.unblock',
        entityType: 'user',
        entityId: userId,
        before: { blockedAt: user.blockedAt.toISOString(), blockedReason: user.blockedReason },
        after: { blockedAt: null, blockedReason: null },
      });
    });
  }
}
