import { and, eq } from 'drizzle-orm';
import type { Property, PropertySummary, PropertyUpdateBody } from 'shared/contracts/properties';
import type { Database } from '../../../db/client';
import { properties, propertyMedia } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';

export type PropertyRow = typeof properties.$inferSelect;

export const toProperty = (row: PropertyRow): Property => ({
  _id: row.id,
  ownerId: row.ownerId,
  title: row.title,
  description: row.description,
  propertyType: row.propertyType,
  listingType: row.listingType,
  status: row.status,
  price: row.price,
  bhk: row.bhk,
  areaSqft: row.areaSqft,
  city: row.city,
  locality: row.locality,
  state: row.state,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toPropertySummary = (row: PropertyRow): PropertySummary => ({
  _id: row.id,
  title: row.title,
  price: row.price,
  city: row.city,
  locality: row.locality,
  propertyType: row.propertyType,
  listingType: row.listingType,
  status: row.status,
});

export class PropertiesRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<PropertyRow | undefined> {
    const [row] = await this.db.select().from(properties).where(eq(properties.id, id));
    return row;
  }

  /** Updates only when the caller owns the property; ownerId is never taken from the body. */
  async updateOwned(
    id: string,
    ownerId: string,
    body: PropertyUpdateBody,
  ): Promise<PropertyRow | undefined> {
    const [row] = await this.db
      .update(properties)
      .set({ ...body })
      .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)))
      .returning();
    return row;
  }

  /** Deletes the property and its media in one transaction; returns the media storage keys to remove. */
  async deleteOwned(
    id: string,
    ownerId: string,
  ): Promise<{ deleted: boolean; storageKeys: string[] }> {
    return this.db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)))
        .for('update');
      if (!owned) return { deleted: false, storageKeys: [] };
      const media = await tx
        .delete(propertyMedia)
        .where(eq(propertyMedia.propertyId, id))
        .returning({ storageKey: propertyMedia.storageKey });
      await tx.delete(properties).where(eq(properties.id, id));
      return {
        deleted: true,
        storageKeys: media.map((m) => m.storageKey).filter((k): k is string => Boolean(k)),
      };
    });
  }
}
