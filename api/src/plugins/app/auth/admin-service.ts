import argon2 from 'argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { adminPasswordResets, admins } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/crypto';
import { MINUTE } from '../../../lib/dates';
import { badRequest, forbidden, HttpError, unauthorized } from '../../../lib/errors';
import type { EmailSender } from '../../../providers/email';
import type { AuditLog } from '../audit/audit-log';

export const ADMIN_RULES = {
  maxFailures: 5,
  lockMs: 15 * MINUTE,
  resetTtlMs: 30 * MINUTE,
} as const;

export type AdminRecord = typeof admins.$inferSelect;

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export const STAFF_DISABLED_MESSAGE =
  'This staff account is disabled. Ask a super admin to enable it.';

const lockedError = () =>
  new HttpError(429, 'Too many failed attempts. Try again in 15 minutes.', 'LOCKED');

/** The audit entry of a staff member setting their own password (never the password itself). */
const passwordChange = (adminId: string, how: 'reset-link' | 'current-password') => ({
  action: 'staff.password-change',
  entityType: 'staff',
  entityId: adminId,
  after: { how },
});

/** Admin e-mail + password login with lockout, and password reset by one-time token. */
export class AdminService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly email: EmailSender,
    private readonly publicUrl: string | undefined,
    private readonly audit: AuditLog,
  ) {}

  async findById(id: string): Promise<AdminRecord | undefined> {
    const [admin] = await this.db.select().from(admins).where(eq(admins.id, id));
    return admin;
  }

  async login(email: string, password: string): Promise<AdminRecord> {
    const now = this.clock.now();
    const [admin] = await this.db
      .select()
      .from(admins)
      .where(eq(admins.email, email.toLowerCase()));
    if (!admin) {
      // Spend the same work as a real check so timing does not reveal which e-mails exist.
      this.dummyHash ??= hashPassword(randomToken());
      await argon2.verify(await this.dummyHash, password);
      throw unauthorized('Invalid email or password');
    }
    if (admin.lockedUntil && admin.lockedUntil > now) throw lockedError();
    if (await argon2.verify(admin.passwordHash, password)) {
      // Said only to whoever knows the password: it reveals nothing to a guesser.
      if (admin.disabledAt) throw forbidden(STAFF_DISABLED_MESSAGE);
      await this.db
        .update(admins)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now })
        .where(eq(admins.id, admin.id));
      return { ...admin, lastLoginAt: now };
    }
    const lockUntil = new Date(now.getTime() + ADMIN_RULES.lockMs).toISOString();
    const [after] = await this.db
      .update(admins)
      .set({
        failedLogins: sql`CASE WHEN ${admins.failedLogins} + 1 >= ${ADMIN_RULES.maxFailures} THEN 0 ELSE ${admins.failedLogins} + 1 END`,
        lockedUntil: sql`CASE WHEN ${admins.failedLogins} + 1 >= ${ADMIN_RULES.maxFailures} THEN ${lockUntil}::timestamptz ELSE ${admins.lockedUntil} END`,
      })
      .where(eq(admins.id, admin.id))
      .returning({ lockedUntil: admins.lockedUntil });
    if (after?.lockedUntil && after.lockedUntil > now) throw lockedError();
    throw unauthorized('Invalid email or password');
  }

  /** Always resolves the same way; sends a link only when the e-mail belongs to an admin. */
  async requestReset(email: string): Promise<void> {
    const [admin] = await this.db
      .select()
      .from(admins)
      .where(eq(admins.email, email.toLowerCase()));
    if (!admin || admin.disabledAt) return;
    const token = randomToken();
    await this.db.insert(adminPasswordResets).values({
      adminId: admin.id,
      tokenHash: sha256(token),
      expiresAt: new Date(this.clock.now().getTime() + ADMIN_RULES.resetTtlMs),
    });
    const link = `${this.publicUrl ?? ''}/admin/change-password?token=${token}`;
    await this.email.send({
      to: admin.email,
      subject: 'Reset your admin password',
      text: `Use this link within 30 minutes to set a new password: ${link}\nReset token: ${token}`,
    });
  }

  /**
   * Consumes a one-time token (a reset or an invitation link); returns the admin id whose
   * sessions must be revoked. The change is audited as the staff member's own.
   */
  async resetPassword(token: string, newPassword: string): Promise<string> {
    const now = this.clock.now();
    const passwordHash = await hashPassword(newPassword);
    const adminId = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(adminPasswordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(adminPasswordResets.tokenHash, sha256(token)),
            isNull(adminPasswordResets.usedAt),
            gt(adminPasswordResets.expiresAt, now),
          ),
        )
        .returning({ adminId: adminPasswordResets.adminId });
      if (!used) return undefined;
      const [admin] = await tx
        .update(admins)
        .set({ passwordHash, failedLogins: 0, lockedUntil: null, passwordSetAt: now })
        .where(and(eq(admins.id, used.adminId), isNull(admins.disabledAt)))
        .returning();
      if (!admin) return undefined;
      await this.audit.record(tx, admin, passwordChange(admin.id, 'reset-link'));
      return admin.id;
    });
    if (!adminId) throw badRequest('This reset link is invalid or has expired');
    return adminId;
  }

  async changePassword(
    adminId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const admin = await this.findById(adminId);
    if (!admin) throw unauthorized();
    if (!(await argon2.verify(admin.passwordHash, currentPassword))) {
      throw badRequest('Current password is incorrect');
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(admins)
        .set({ passwordHash, passwordSetAt: this.clock.now() })
        .where(eq(admins.id, adminId));
      await this.audit.record(tx, admin, passwordChange(admin.id, 'current-password'));
    });
  }
}
