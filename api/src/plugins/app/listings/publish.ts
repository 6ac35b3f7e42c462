import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobs, plans, properties, subscriptions } from '../../../db/schema/index';
import type { Executor, Transaction } from '../../../db/transaction';
import { DAY } from '../../../lib/dates';

/** The job that turns newly published listings into saved-search notifications. */
export const SAVED_SEARCH_MATCH_JOB = 'saved-search-match';

/** Validity when the owner has no active plan (the FREE plan's). */
export const DEFAULT_VALIDITY_DAYS = 30;

export interface PublishedListing {
  id: string;
  status: 'active';
  publishedAt: Date;
  expiresAt: Date;
}

/**
 * Makes a listing go live: status active, published now, valid for the owner's active plan's
 * duration, and the saved-search matching queued in the same transaction (a crash never leaves a
 * live listing that nobody is told about). Undefined when there is no such listing. The caller
 * tells `listingChanges` and pokes the job worker once this returns.
 */
export async function publishListing(
  db: Database,
  propertyId: string,
  now: Date,
): Promise<PublishedListing | undefined> {
  return db.transaction((tx) => publishListingIn(tx, propertyId, now));
}

/** `publishListing` inside the caller's transaction (a staff approval audits in the same one). */
export async function publishListingIn(
  tx: Transaction,
  propertyId: string,
  now: Date,
): Promise<PublishedListing | undefined> {
  const [listing] = await tx
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  if (!listing) return undefined;
  const validityDays = (await activePlanDays(tx, listing.ownerId, now)) ?? DEFAULT_VALIDITY_DAYS;
  const expiresAt = new Date(now.getTime() + validityDays * DAY);
  await tx
    .update(properties)
    .set({
      status: 'active',
      publishedAt: now,
      expiresAt,
      reviewedAt: now,
      rejectionReason: null,
      updatedAt: now,
    })
    .where(eq(properties.id, propertyId));
  await enqueueMatching(tx);
  return { id: propertyId, status: 'active' as const, publishedAt: now, expiresAt };
}

/** The duration of the owner's current plan (the one with the largest quota, as posting uses). */
async function activePlanDays(db: Executor, ownerId: string, now: Date) {
  const [row] = await db
    .select({ days: plans.durationDays })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, ownerId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.propertyQuota))
    .limit(1);
  return row?.days;
}

/**
 * Queues one matching run unless one is already waiting (that run will see this listing too);
 * the matching itself is idempotent, so a second queued run costs only time.
 */
export async function enqueueMatching(db: Executor): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${jobs} (kind, payload)
    SELECT ${SAVED_SEARCH_MATCH_JOB}, '{}'::jsonb
    WHERE NOT EXISTS (
      SELECT 1 FROM ${jobs} WHERE kind = ${SAVED_SEARCH_MATCH_JOB} AND status = 'queued')`);
}
