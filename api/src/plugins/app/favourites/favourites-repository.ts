import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Favourite, FavouritesQuery } from 'shared/contracts/favourites';
import type { Database } from '../../../db/client';
import { favourites, properties } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';
import { likeContains } from '../../../lib/like';
import { toPropertySummary } from '../properties/properties-repository';
import { favouriteNotice } from './favourite-notice';

export class FavouritesRepository {
  constructor(private readonly db: Database) {}

  /** Newest first; a deleted listing stays (property null) under the title it had when saved. */
  async list(
    userId: string,
    query: FavouritesQuery,
  ): Promise<{ data: Favourite[]; total: number }> {
    const where = and(
      eq(favourites.userId, userId),
      query.title
        ? ilike(
            sql`coalesce(${properties.title}, ${favourites.titleAtSave})`,
            likeContains(query.title),
          )
        : undefined,
    );
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ favourite: favourites, property: properties })
        .from(favourites)
        .leftJoin(properties, eq(properties.id, favourites.propertyId))
        .where(where)
        .orderBy(desc(favourites.createdAt), desc(favourites.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db
        .select({ n: count() })
        .from(favourites)
        .leftJoin(properties, eq(properties.id, favourites.propertyId))
        .where(where),
    ]);
    return {
      total: totalRow?.n ?? 0,
      data: rows.map(({ favourite, property }) => ({
        _id: favourite.id,
        propertyId: property?.id ?? null,
        createdAt: iso(favourite.createdAt),
        titleAtSave: favourite.titleAtSave,
        priceAtSave: favourite.priceAtSave,
        property: property ? toPropertySummary(property) : null,
        notice: favouriteNotice(property, favourite.priceAtSave),
      })),
    };
  }

  /**
   * Sets (or, without `wanted`, toggles) a favourite, keeping the listing's title and price as
   * they are now; concurrent duplicates are absorbed by the unique key.
   */
  async set(
    userId: string,
    property: { id: string; title: string; price: number | null },
    wanted?: boolean,
  ): Promise<boolean> {
    const target = wanted ?? !(await this.exists(userId, property.id));
    if (target) {
      await this.db
        .insert(favourites)
        .values({
          userId,
          propertyId: property.id,
          titleAtSave: property.title,
          priceAtSave: property.price,
        })
        .onConflictDoNothing();
    } else {
      await this.db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, property.id)));
    }
    return target;
  }

  /** Removes one of the user's favourites by its own id (a removed listing has no property id). */
  async remove(userId: string, favouriteId: string): Promise<boolean> {
    const removed = await this.db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.id, favouriteId)))
      .returning({ id: favourites.id });
    return removed.length > 0;
  }

  private async exists(userId: string, propertyId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: favourites.id })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)));
    return Boolean(row);
  }
}
