import { asc } from 'drizzle-orm';
import type { Plan } from 'shared/contracts/subscriptions';
import type { Database } from '../../../db/client';
import { plans } from '../../../db/schema/index';

export class PlansRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<Plan[]> {
    const rows = await this.db.select().from(plans).orderBy(asc(plans.sortOrder));
    return rows.map((p) => ({
      _id: p.id,
      code: p.code,
      name: p.name,
      priceRupees: p.priceRupees,
      durationDays: p.durationDays,
      propertyQuota: p.propertyQuota,
      features: p.features,
    }));
  }
}
