import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index';
import { loginAdminAs } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const staff = async () => {
  const { id, email } = await loginAdminAs(ctx, 'support');
  return { id, email, name: 'Support', role: 'support' };
};

/** The database's own message (drizzle wraps it as the cause of "Failed query"). */
async function databaseError(query: SQL): Promise<string> {
  try {
    await ctx.app.db.execute(query);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'no error';
}

describe(`the audit trail (${engineUnderTest})`, () => {
  it('records inside the write transaction and reads one record history newest first', async () => {
    const member = await staff();
    const entityId = crypto.randomUUID();
    await ctx.app.db.transaction(async (tx) => {
      await ctx.app.audit.record(tx, member, {
        action: 'user.block',
        entityType: 'user',
        entityId,
        before: { blockedAt: null },
        after: { blockedReason: 'spam' },
      });
    });
    ctx.clock.advance(1000);
    await ctx.app.db.transaction(async (tx) => {
      await ctx.app.audit.record(tx, member, {
        action: 'user.unblock',
        entityType: 'user',
        entityId,
      });
    });
    const history = await ctx.app.audit.history('user', entityId, 10);
    expect(history.map((entry) => entry.action)).toEqual(['user.unblock', 'user.block']);
    expect(history[1]).toMatchObject({
      adminId: member.id,
      adminEmail: member.email,
      entityType: 'user',
      entityId,
      before: { blockedAt: null },
      after: { blockedReason: 'spam' },
    });
    expect(await ctx.app.audit.history('user', entityId, 1)).toHaveLength(1);
  });

  it('leaves no entry when the write transaction fails', async () => {
    const member = await staff();
    const entityId = crypto.randomUUID();
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await ctx.app.audit.record(tx, member, {
          action: 'user.block',
          entityType: 'user',
          entityId,
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await ctx.app.audit.history('user', entityId, 10)).toEqual([]);
  });

  it('the database refuses to change or delete an entry (the trigger of migration 0016)', async () => {
    const member = await staff();
    const entityId = crypto.randomUUID();
    await ctx.app.db.transaction((tx) =>
      ctx.app.audit.record(tx, member, { action: 'coupon.update', entityType: 'coupon', entityId }),
    );
    expect(
      await databaseError(
        sql`UPDATE ${auditLog} SET action = 'coupon.create' WHERE entity_id = ${entityId}`,
      ),
    ).toMatch(/audit_log is append-only: UPDATE refused/);
    expect(await databaseError(sql`DELETE FROM ${auditLog} WHERE entity_id = ${entityId}`)).toMatch(
      /audit_log is append-only: DELETE refused/,
    );
    const [entry] = await ctx.app.audit.history('coupon', entityId, 10);
    expect(entry?.action).toBe('coupon.update');
  });
});
