import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import { type CanPostAnswer, NO_SUBSCRIPTION_MESSAGE } from 'shared/contracts/eligibility';
import type { Database } from '../../../db/client';
import { properties, subscriptions } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';

/** Posting is allowed with an active, unexpired subscription whose quota is not used up. */
export class EligibilityService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async canPost(userId: string): Promise<CanPostAnswer> {
    const now = this.clock.now();
    const [[countRow], [subscription]] = await Promise.all([
      this.db.select({ n: count() }).from(properties).where(eq(properties.ownerId, userId)),
      this.db
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
        .limit(1),
    ]);
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
}
