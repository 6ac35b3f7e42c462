import { and, desc, eq, gt, lte } from 'drizzle-orm';
import {
  isRenewable,
  RENEW_DAYS,
  RENEW_WINDOW_DAYS,
  type RenewAnswer,
} from 'shared/contracts/ownerListings';
import type { Database } from '../../../db/client';
import { properties, subscriptions } from '../../../db/schema/index';
import { DAY, iso } from '../../../lib/dates';
import { HttpError, notFound } from '../../../lib/errors';

export const NO_PLAN_TO_RENEW =
  'You need an active plan to renew a listing. Choose a plan on the plans page, then renew.';
export const NOT_RENEWABLE = `Only an expired listing, or an active one that expires within ${RENEW_WINDOW_DAYS} days, can be renewed.`;

/**
 * Renewing gives an expired or soon-expiring listing RENEW_DAYS more: the new expiry is
 * max(now, current expiry) + RENEW_DAYS, and an expired listing is active again (it was approved
 * before). It needs an active subscription (no quota is used: the listing already counts).
 */
export async function renewListing(
  db: Database,
  propertyId: string,
  ownerId: string,
  now: Date,
): Promise<RenewAnswer['property']> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: properties.id, status: properties.status, expiresAt: properties.expiresAt })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.ownerId, ownerId)))
      .for('update');
    if (!listing) throw notFound('Property');
    const expiresAt = listing.expiresAt ? iso(listing.expiresAt) : null;
    if (!isRenewable({ status: listing.status, expiresAt }, now)) {
      throw new HttpError(409, NOT_RENEWABLE, 'CONFLICT', undefined, { reason: 'NOT_RENEWABLE' });
    }
    const [plan] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, ownerId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.startsAt, now),
          gt(subscriptions.endsAt, now),
        ),
      )
      .orderBy(desc(subscriptions.endsAt))
      .limit(1);
    if (!plan) {
      throw new HttpError(409, NO_PLAN_TO_RENEW, 'NO_SUBSCRIPTION', undefined, {
        reason: 'NO_SUBSCRIPTION',
      });
    }
    const from = Math.max(now.getTime(), listing.expiresAt?.getTime() ?? 0);
    const [renewed] = await tx
      .update(properties)
      .set({ status: 'active', expiresAt: new Date(from + RENEW_DAYS * DAY) })
      .where(eq(properties.id, listing.id))
      .returning({ id: properties.id, status: properties.status, expiresAt: properties.expiresAt });
    if (!renewed?.expiresAt) throw new Error('the listing was not renewed');
    return { _id: renewed.id, status: renewed.status, expiresAt: iso(renewed.expiresAt) };
  });
}
