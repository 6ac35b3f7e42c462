import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  DRAFT_SECTIONS,
  type Draft,
  type DraftSectionName,
  type DraftSections,
  draftSectionSchemas,
} from 'shared/contracts/drafts';
import type { Database } from '../../../db/client';
import { listingDrafts, properties, propertyMedia, users } from '../../../db/schema/index';
import { EMPTY_SECTIONS } from '../../../db/schema/listing-drafts';
import type { Executor } from '../../../db/transaction';
import { iso } from '../../../lib/dates';
import { mediaKeyPrefix } from '../media/storage/media-storage';
import { type ListingOwner, sectionsOfListing } from './listing-columns';

export type DraftRow = typeof listingDrafts.$inferSelect;

/**
 * A stored section that today's schema no longer accepts (its rules changed since it was saved)
 * is answered as not filled in, so the owner fills that step again instead of the draft failing.
 */
function readableSections(stored: Partial<DraftSections>): DraftSections {
  const sections: Record<string, unknown> = { ...EMPTY_SECTIONS };
  for (const name of DRAFT_SECTIONS) {
    const value = stored[name];
    if (value == null) continue;
    const parsed = draftSectionSchemas[name].safeParse(value);
    sections[name] = parsed.success ? parsed.data : null;
  }
  return sections as DraftSections;
}

export const toDraft = (row: DraftRow): Draft => ({
  _id: row.id,
  propertyId: row.propertyId,
  sections: readableSections(row.sections),
  submittedAt: row.submittedAt ? iso(row.submittedAt) : null,
  updatedAt: iso(row.updatedAt),
});

/** Drafts are only ever read or changed by their owner: every query names the owner. */
export class DraftsRepository {
  constructor(private readonly db: Database) {}

  async owner(userId: string): Promise<ListingOwner | undefined> {
    const [row] = await this.db
      .select({
        phone: users.phone,
        name: users.name,
        email: users.email,
        companyName: users.companyName,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  async findOwned(draftId: string, ownerId: string): Promise<DraftRow | undefined> {
    const [row] = await this.db
      .select()
      .from(listingDrafts)
      .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.ownerId, ownerId)));
    return row;
  }

  async currentNew(ownerId: string): Promise<DraftRow | undefined> {
    const [row] = await this.db
      .select()
      .from(listingDrafts)
      .where(and(eq(listingDrafts.ownerId, ownerId), isNull(listingDrafts.propertyId)));
    return row;
  }

  /** The open new-listing draft, created when there is none (two devices get the same one). */
  async openNew(ownerId: string): Promise<DraftRow> {
    await this.db.insert(listingDrafts).values({ ownerId }).onConflictDoNothing();
    const row = await this.currentNew(ownerId);
    if (!row) throw new Error('the new-listing draft vanished');
    return row;
  }

  /**
   * The open edit draft of an owned listing, created prefilled from its columns and media;
   * undefined when the listing is not the owner's.
   */
  async openEdit(ownerId: string, propertyId: string): Promise<DraftRow | undefined> {
    const [listing] = await this.db
      .select()
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.ownerId, ownerId)));
    if (!listing) return undefined;
    const existing = await this.editOf(propertyId);
    if (existing) return existing;
    const [media, owner] = await Promise.all([
      this.db.select().from(propertyMedia).where(eq(propertyMedia.propertyId, propertyId)),
      this.owner(ownerId),
    ]);
    if (!owner) return undefined;
    await this.db
      .insert(listingDrafts)
      .values({ ownerId, propertyId, sections: sectionsOfListing(listing, media, owner) })
      .onConflictDoNothing();
    return this.editOf(propertyId);
  }

  private async editOf(propertyId: string): Promise<DraftRow | undefined> {
    const [row] = await this.db
      .select()
      .from(listingDrafts)
      .where(eq(listingDrafts.propertyId, propertyId));
    return row;
  }

  /**
   * Replaces one section in place (a second device saving another step keeps its own); an edit
   * that was sent for review is open again until the next submit.
   */
  async saveSection<K extends DraftSectionName>(
    draftId: string,
    ownerId: string,
    section: K,
    data: DraftSections[K],
  ): Promise<DraftRow | undefined> {
    const [row] = await this.db
      .update(listingDrafts)
      .set({
        sections: sql`${listingDrafts.sections} || jsonb_build_object(${section}::text, ${JSON.stringify(data)}::jsonb)`,
        submittedAt: null,
      })
      .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.ownerId, ownerId)))
      .returning();
    return row;
  }

  /** Discards the draft and the files uploaded for it that no listing uses; their storage keys. */
  async discard(
    draftId: string,
    ownerId: string,
  ): Promise<{ deleted: boolean; storageKeys: string[] }> {
    return this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(listingDrafts)
        .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.ownerId, ownerId)))
        .returning({ id: listingDrafts.id });
      if (!deleted) return { deleted: false, storageKeys: [] };
      const storageKeys = await deleteDraftOnlyMedia(tx, ownerId, draftId, []);
      return { deleted: true, storageKeys };
    });
  }
}

/** The keys app.media.removeStoredFiles takes: the row's key, or its media folder. */
const storageKeysOf = (rows: { id: string; storageKey: string | null }[]) =>
  rows.map((row) => row.storageKey ?? mediaKeyPrefix(row.id));

/** Removes the rows of files uploaded for a draft, never attached, and not in `keep`. */
export async function deleteDraftOnlyMedia(
  db: Executor,
  ownerId: string,
  draftId: string,
  keep: string[],
): Promise<string[]> {
  const removed = await db
    .delete(propertyMedia)
    .where(
      and(
        eq(propertyMedia.ownerId, ownerId),
        eq(propertyMedia.draftId, draftId),
        isNull(propertyMedia.propertyId),
        keep.length ? notInArray(propertyMedia.id, keep) : undefined,
      ),
    )
    .returning({ id: propertyMedia.id, storageKey: propertyMedia.storageKey });
  return storageKeysOf(removed);
}

/** Attaches the listed files to the listing in the owner's order, with the cover and captions. */
export async function attachMedia(
  db: Executor,
  ownerId: string,
  propertyId: string,
  media: NonNullable<DraftSections['mediaUpload']>,
): Promise<void> {
  for (const [index, item] of media.items.entries()) {
    await db
      .update(propertyMedia)
      .set({
        propertyId,
        sortOrder: index,
        isCover: item.mediaId === media.coverMediaId,
        caption: item.caption,
      })
      .where(and(eq(propertyMedia.id, item.mediaId), eq(propertyMedia.ownerId, ownerId)));
  }
}

/** Files of the listing an edit removed; their storage keys. */
export async function detachRemovedMedia(
  db: Executor,
  propertyId: string,
  keep: string[],
): Promise<string[]> {
  const removed = await db
    .delete(propertyMedia)
    .where(
      and(
        eq(propertyMedia.propertyId, propertyId),
        keep.length ? notInArray(propertyMedia.id, keep) : undefined,
      ),
    )
    .returning({ id: propertyMedia.id, storageKey: propertyMedia.storageKey });
  return storageKeysOf(removed);
}
