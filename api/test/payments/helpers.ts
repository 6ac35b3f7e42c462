import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { coupons, payments, subscriptions, users } from '../../src/db/schema/index';
import type { TestContext } from '../helpers/test-app';

export type NewCoupon = typeof coupons.$inferInsert;

export async function addCoupon(
  database: DatabaseHandle,
  coupon: Partial<NewCoupon> & { code: string },
) {
  const [row] = await database.db
    .insert(coupons)
    .values({ kind: 'percent', value: 10, ...coupon })
    .returning();
  if (!row) throw new Error('coupon insert failed');
  return row;
}

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

export async function subscriptionsOf(database: DatabaseHandle, userId: string) {
  return database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

export async function paymentRow(database: DatabaseHandle, paymentId: string) {
  const [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function setProfile(
  database: DatabaseHandle,
  userId: string,
  profile: { name?: string; state?: string | null; email?: string | null },
) {
  await database.db.update(users).set(profile).where(eq(users.id, userId));
}

type Method = 'GET' | 'POST';
/** A signed-in call: `as(user)('POST', '/api/checkout/quote', { planCode: 'BASIC' })`. */
export const as =
  (ctx: TestContext, user: { headers: { authorization: string } }) =>
  (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
