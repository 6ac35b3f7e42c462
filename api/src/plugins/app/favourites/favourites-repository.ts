import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Favourite, FavouritesQuery } from 'shared/contracts/favourites';
import type { Database } from '../../../db/client';
import { favourites, properties } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';
import { likeContains } from '../../../lib/like';
import { toPropertySummary } from '../properties/properties-repository';

export class FavouritesRepository {
  constructor(private readonly db: Database) {}

  async list(
    userId: string,
    query: FavouritesQuery,
  ): Promise<{ data: Favourite[]; total: number }> {
    const where = and(
      eq(favourites.userId, userId),
      query.title ? ilike(properties.title, likeContains(query.title)) : undefined,
    );
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ favourite: favourites, property: properties })
        .from(favourites)
        .innerJoin(properties, eq(properties.id, favourites.propertyId))
        .where(where)
        .orderBy(desc(favourites.createdAt), desc(favourites.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db
        .select({ n: count() })
        .from(favourites)
        .innerJoin(properties, eq(properties.id, favourites.propertyId))
        .where(where),
    ]);
    return {
      total: totalRow?.n ?? 0,
      data: rows.map(({ favourite, property }) => ({
        _id: favourite.id,
        propertyId: property.id,
        createdAt: iso(favourite.createdAt),
        property: toPropertySummary(property),
      })),
    };
  }

  /** Sets (or, without `wanted`, toggles) a favourite; concurrent duplicates are absorbed by the unique key. */
  async set(userId: string, propertyId: string, wanted?: boolean): Promise<boolean> {
    const target = wanted ?? !(await this.exists(userId, propertyId));
    if (target) {
      await this.db.insert(favourites).values({ userId, propertyId }).onConflictDoNothing();
    } else {
      await this.db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)));
    }
    return target;
  }

  private async exists(userId: string, propertyId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: favourites.id })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)));
    return Boolean(row);
  }
}
