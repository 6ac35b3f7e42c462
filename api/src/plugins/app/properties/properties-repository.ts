import { and, eq } from 'drizzle-orm';
import { OWNER_STATUS_CHANGES } from 'shared/contracts/ownerListings';
import type { Property, PropertySummary, PropertyUpdateBody } from 'shared/contracts/properties';
import { LISTING_STATUS_LABELS, type ListingStatus } from 'shared/vocabulary';
import type { Database } from '../../../db/client';
import { properties, propertyMedia } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';
import { HttpError } from '../../../lib/errors';

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

/** Why a hand-set status was refused, and what the owner can do instead. */
function statusRefusal(from: ListingStatus, to: ListingStatus): string {
  const was = LISTING_STATUS_LABELS[from].toLowerCase();
  const wanted = LISTING_STATUS_LABELS[to].toLowerCase();
  if (from === 'expired' && to === 'active')
    return 'An expired listing cannot be made active by hand: renew it instead.';
  const a = /^[aeiou]/.test(was) ? 'An' : 'A';
  if (to === 'active')
    return `${a} ${was} listing goes live only after its review: edit it and send it for review.`;
  return `${a} ${was} listing cannot be set to ${wanted}.`;
}

export class PropertiesRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<PropertyRow | undefined> {
    const [row] = await this.db.select().from(properties).where(eq(properties.id, id));
    return row;
  }

  /**
   * Updates only when the caller owns the property; ownerId is never taken from the body. A status
   * change must be one OWNER_STATUS_CHANGES allows from the current status (409 otherwise); sold
   * and rented record when the listing closed.
   */
  async updateOwned(
    id: string,
    ownerId: string,
    body: PropertyUpdateBody,
    now: Date,
  ): Promise<PropertyRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: properties.status })
        .from(properties)
        .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)))
        .for('update');
      if (!current) return undefined;
      const to = body.status;
      if (to && to !== current.status && !OWNER_STATUS_CHANGES[current.status].includes(to)) {
        throw new HttpError(409, statusRefusal(current.status, to), 'CONFLICT');
      }
      const closing = to && to !== current.status && (to === 'sold' || to === 'rented');
      const [row] = await tx
        .update(properties)
        .set({ ...body, ...(closing ? { closedAt: now } : {}) })
        .where(eq(properties.id, id))
        .returning();
      return row;
    });
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
