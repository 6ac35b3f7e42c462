import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import { type CanPostAnswer, NO_SUBSCRIPTION_MESSAGE } from 'shared/contracts/eligibility';
import type { Database } from '../../../db/client';
import { plans, properties, subscriptions, users } from '../../../db/schema/index';
import type { Executor, Transaction } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { DAY } from '../../../lib/dates';

/** The plan a user who never had a subscription gets on their first posting check. */
export const FREE_PLAN_CODE = 'FREE';

/**
 * Posting is allowed with an active, unexpired subscription whose quota is not used up. A user
 * who never had any subscription gets the free plan started by the check (the header promises
 * posting for FREE).
 */
export class EligibilityService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  canPost(userId: string): Promise<CanPostAnswer> {
    return this.db.transaction((tx) => this.checkLocked(tx, userId));
  }

  /**
   * The check inside the caller's transaction, holding the user's row lock until it ends: a
   * submit that creates the listing in the same transaction can never share the last slot with
   * a concurrent one (the second waits here, then counts the first's listing).
   */
  async checkLocked(tx: Transaction, userId: string): Promise<CanPostAnswer> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await this.startFreePlanIfNever(tx, userId);
    const now = this.clock.now();
    const [countRow] = await tx
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.ownerId, userId));
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.startsAt, now),
          gt(subscriptions.endsAt, now),
        ),
      )
      .orderBy(desc(subscriptions.propertyQuota))
      .limit(1);
    const propertyCount = countRow?.n ?? 0;
    if (!subscription) {
      return {
        isSuccess: true,
        canPost: false,
        message: NO_SUBSCRIPTION_MESSAGE,
        reason: 'NO_SUBSCRIPTION',
        propertyCount,
      };
    }
    if (propertyCount >= subscription.propertyQuota) {
      return {
        isSuccess: true,
        canPost: false,
        message: `You have used all ${subscription.propertyQuota} listings of your plan`,
        reason: 'QUOTA_EXHAUSTED',
        propertyCount,
      };
    }
    return {
      isSuccess: true,
      canPost: true,
      message: 'You can post a property',
      reason: 'OK',
      propertyCount,
    };
  }

  private async startFreePlanIfNever(db: Executor, userId: string) {
    const [any] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(1);
    if (any) return;
    const [free] = await db.select().from(plans).where(eq(plans.code, FREE_PLAN_CODE));
    if (!free) return;
    const startsAt = this.clock.now();
    await db.insert(subscriptions).values({
      userId,
      planId: free.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + free.durationDays * DAY),
      propertyQuota: free.propertyQuota,
    });
  }
}
