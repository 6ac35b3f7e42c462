import { and, eq, isNull } from 'drizzle-orm';
import {
  INVITE_TTL_HOURS,
  type Operator,
  type OperatorInviteBody,
  type OperatorPatchBody,
} from 'shared/contracts/adminOperators';
import type { Database } from '../../../db/client';
import { adminPasswordResets, admins } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/crypto';
import { HOUR } from '../../../lib/dates';
import { conflict, notFound } from '../../../lib/errors';
import type { EmailSender } from '../../../providers/email';
import type { AuditLog, StaffMember } from '../audit/audit-log';
import { hashPassword } from '../auth/admin-service';
import type { TokenService } from '../auth/token-service';
import { type OperatorsRepository, operatorStatus, toOperator } from './operators-repository';

export interface OperatorsDeps {
  db: Database;
  repository: OperatorsRepository;
  audit: AuditLog;
  tokens: TokenService;
  email: EmailSender;
  clock: Clock;
  publicUrl: string | undefined;
}

/** Inviting staff, changing their name, role or access, and sending an invitation again. */
export class OperatorsService {
  constructor(private readonly deps: OperatorsDeps) {}

  async invite(staff: StaffMember, body: OperatorInviteBody): Promise<Operator> {
    const { db, audit, repository } = this.deps;
    const email = body.email.toLowerCase();
    if (await repository.findByEmail(email))
      throw conflict('A staff member with this e-mail already exists.');
    // Nobody knows this password: the invited member sets their own through the link.
    const unusableHash = await hashPassword(randomToken());
    const token = randomToken();
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(admins)
        .values({ email, name: body.name, role: body.role, passwordHash: unusableHash })
        .onConflictDoNothing()
        .returning();
      if (!created) throw conflict('A staff member with this e-mail already exists.');
      await this.storeInviteToken(tx, created.id, token);
      await audit.record(tx, staff, {
        action: 'operator.invite',
        entityType: 'operator',
        entityId: created.id,
        after: { email, name: body.name, role: body.role },
      });
      return created;
    });
    await this.sendInvite(row.email, row.name, token);
    return toOperator(row);
  }

  async resendInvite(staff: StaffMember, id: string): Promise<Operator> {
    const { db, audit, repository } = this.deps;
    const token = randomToken();
    const row = await db.transaction(async (tx) => {
      const target = await repository.findById(tx, id);
      if (!target) throw notFound('Staff member');
      const status = operatorStatus(target);
      if (status !== 'invited')
        throw conflict(
          status === 'disabled'
            ? 'This staff account is disabled: enable it before inviting again.'
            : 'This staff member has already set a password: they can use "Forgot password".',
        );
      await this.storeInviteToken(tx, target.id, token);
      // design13's action list has no separate verb: a new link is another invitation.
      await audit.record(tx, staff, {
        action: 'operator.invite',
        entityType: 'operator',
        entityId: target.id,
        after: { resent: true },
      });
      return target;
    });
    await this.sendInvite(row.email, row.name, token);
    return toOperator(row);
  }

  async update(staff: StaffMember, id: string, patch: OperatorPatchBody): Promise<Operator> {
    const { db, audit, repository, clock, tokens } = this.deps;
    if (id === staff.id)
      throw conflict('You cannot change your own staff account. Ask another super admin.');
    const now = clock.now();
    const updated = await db.transaction(async (tx) => {
      const superAdmins = await repository.lockActiveSuperAdmins(tx);
      const target = await repository.findById(tx, id);
      if (!target) throw notFound('Staff member');
      const losesSuperAdmin =
        superAdmins.includes(target.id) &&
        ((patch.role !== undefined && patch.role !== 'super-admin') || patch.disabled === true);
      if (losesSuperAdmin && superAdmins.length <= 1)
        throw conflict(
          'This is the last active super admin: make another staff member super admin first.',
        );
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const set: Partial<typeof admins.$inferInsert> = {};
      if (patch.name !== undefined && patch.name !== target.name) {
        before.name = target.name;
        after.name = set.name = patch.name;
      }
      if (patch.role !== undefined && patch.role !== target.role) {
        before.role = target.role;
        after.role = set.role = patch.role;
      }
      if (patch.disabled !== undefined && patch.disabled !== (target.disabledAt !== null)) {
        before.disabled = target.disabledAt !== null;
        after.disabled = patch.disabled;
        set.disabledAt = patch.disabled ? now : null;
      }
      if (Object.keys(set).length === 0) return target;
      const [row] = await tx
        .update(admins)
        .set({ ...set, updatedAt: now })
        .where(eq(admins.id, id))
        .returning();
      // A disabled member's pending invitation or reset link must not let them back in.
      if (set.disabledAt)
        await tx
          .update(adminPasswordResets)
          .set({ usedAt: now })
          .where(and(eq(adminPasswordResets.adminId, id), isNull(adminPasswordResets.usedAt)));
      await audit.record(tx, staff, {
        action: 'operator.update',
        entityType: 'operator',
        entityId: id,
        before,
        after,
      });
      return row ?? target;
    });
    if (updated.disabledAt) await tokens.revokeSubject('admin', id);
    return toOperator(updated);
  }

  /** One live link per invitation: an earlier unused link stops working. */
  private async storeInviteToken(tx: Executor, adminId: string, token: string) {
    const now = this.deps.clock.now();
    await tx
      .update(adminPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(adminPasswordResets.adminId, adminId), isNull(adminPasswordResets.usedAt)));
    await tx.insert(adminPasswordResets).values({
      adminId,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + INVITE_TTL_HOURS * HOUR),
    });
  }

  private async sendInvite(to: string, name: string, token: string) {
    const link = `${this.deps.publicUrl ?? ''}/admin/change-password?token=${token}`;
    await this.deps.email.send({
      to,
      subject: 'You are invited to the PropertyMarket admin',
      text: `Hello ${name},\n\nSet your password within ${INVITE_TTL_HOURS} hours with this link: ${link}\nInvitation token: ${token}`,
    });
  }
}
