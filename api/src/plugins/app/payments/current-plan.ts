import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import { type CurrentSubscriptionAnswer, FREE_PLAN_CODE } from 'shared/contracts/subscriptions';
import type { Database } from '../../../db/client';
import { plans, properties, subscriptions, users } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import { DAY } from '../../../lib/dates';
import { HttpError } from '../../../lib/errors';

/**
 * The user's plan as can-post-property judges it: the active, unexpired subscription with the
 * largest quota, against every listing the user has.
 */
export async function currentPlan(
  db: Executor,
  userId: string,
  now: Date,
): Promise<CurrentSubscriptionAnswer> {
  const [active] = await db
    .select({ subscription: subscriptions, planCode: plans.code, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.propertyQuota), desc(subscriptions.endsAt))
    .limit(1);
  const [ever] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  const [free] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.code, FREE_PLAN_CODE));
  const freePlanAvailable = !ever && Boolean(free);
  if (!active) return { isSuccess: true, message: 'ok', current: null, freePlanAvailable };
  const [used] = await db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.ownerId, userId));
  const { subscription } = active;
  const listingsUsed = used?.n ?? 0;
  return {
    isSuccess: true,
    message: 'ok',
    current: {
      planCode: active.planCode,
      planName: active.planName,
      propertyQuota: subscription.propertyQuota,
      listingsUsed,
      listingsLeft: Math.max(0, subscription.propertyQuota - listingsUsed),
      startsAt: subscription.startsAt.toISOString(),
      endsAt: subscription.endsAt.toISOString(),
      daysLeft: Math.max(0, Math.ceil((subscription.endsAt.getTime() - now.getTime()) / DAY)),
    },
    freePlanAvailable,
  };
}

/** One click on the plan page: the FREE plan for a user who never had any subscription. */
export async function startFreePlan(
  db: Database,
  userId: string,
  now: Date,
): Promise<CurrentSubscriptionAnswer> {
  return db.transaction(async (tx) => {
    // The same row lock as can-post-property: the two cannot both start a free plan.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [ever] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(1);
    if (ever)
      throw new HttpError(
        409,
        'The Free plan is only for a first listing, and you already had a plan. Choose a paid plan to post more properties.',
        'CONFLICT',
      );
    const [free] = await tx.select().from(plans).where(eq(plans.code, FREE_PLAN_CODE));
    if (!free)
      throw new HttpError(
        409,
        'There is no Free plan at the moment. Choose a paid plan.',
        'CONFLICT',
      );
    await tx.insert(subscriptions).values({
      userId,
      planId: free.id,
      startsAt: now,
      endsAt: new Date(now.getTime() + free.durationDays * DAY),
      propertyQuota: free.propertyQuota,
    });
    return { ...(await currentPlan(tx, userId, now)), message: 'Your Free plan has started' };
  });
}
