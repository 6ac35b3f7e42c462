import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { ListingFlag } from 'shared/contracts/drafts';
import { properties, propertyMedia } from '../../../../db/schema/index';
import type { Executor } from '../../../../db/transaction';
import { findContactDetails } from './contact-details';
import { findExcludingText } from './excluding-words';

/** Photos at most this many bits apart (of 64) are taken for the same picture. */
export const NEAR_DUPLICATE_BITS = 6;

export interface ListingUnderCheck {
  propertyId: string;
  ownerId: string;
  title: string;
  description: string | null;
  address: string | null;
  locality: string;
  city: string;
  mediaIds: string[];
}

/** Lower case, letters and digits only: "Flat 4B, 12th Main" = "flat 4b 12th main". */
export const normalisedPlace = (text: string | null) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function textFlags(listing: ListingUnderCheck): ListingFlag[] {
  const flags: ListingFlag[] = [];
  const texts = [listing.title, listing.description ?? ''];
  for (const text of texts) {
    const phrase = findExcludingText(text);
    if (phrase) {
      flags.push({
        kind: 'excluding-text',
        detail: `The text may exclude people: "${phrase}"`,
        relatedPropertyId: null,
      });
      break;
    }
  }
  for (const text of texts) {
    const contact = findContactDetails(text);
    if (contact) {
      flags.push({
        kind: 'contact-details',
        detail: `The text gives a ${contact}`,
        relatedPropertyId: null,
      });
      break;
    }
  }
  return flags;
}

/** Another listing of the same owner at the same address, locality and city. */
async function sameAddress(db: Executor, listing: ListingUnderCheck): Promise<ListingFlag[]> {
  const address = normalisedPlace(listing.address);
  if (!address) return [];
  const others = await db
    .select({
      id: properties.id,
      address: properties.address,
      locality: properties.locality,
      city: properties.city,
    })
    .from(properties)
    .where(and(eq(properties.ownerId, listing.ownerId), ne(properties.id, listing.propertyId)));
  const place = [address, normalisedPlace(listing.locality), normalisedPlace(listing.city)];
  return others
    .filter((other) => {
      const theirs = [other.address, other.locality, other.city].map(normalisedPlace);
      return theirs.every((part, i) => part === place[i]);
    })
    .map((other) => ({
      kind: 'duplicate' as const,
      detail: 'The same owner has a listing at the same address',
      relatedPropertyId: other.id,
    }));
}

/**
 * Photos of other listings whose perceptual hash (64 bits as 16 hex digits, from the media
 * pipeline) is within NEAR_DUPLICATE_BITS of one of this listing's photos.
 */
async function samePhotos(db: Executor, listing: ListingUnderCheck): Promise<ListingFlag[]> {
  if (listing.mediaIds.length === 0) return [];
  const ours = await db
    .select({ phash: propertyMedia.phash })
    .from(propertyMedia)
    .where(and(inArray(propertyMedia.id, listing.mediaIds), isNotNull(propertyMedia.phash)));
  const hashes = ours
    .map((row) => row.phash)
    .filter((h): h is string => /^[0-9a-f]{16}$/i.test(h ?? ''));
  if (hashes.length === 0) return [];
  // CASE first: a malformed hash must never reach the bit(64) cast.
  const found = await db.execute<{ property_id: string }>(sql`
    SELECT DISTINCT m.property_id FROM ${propertyMedia} m, unnest(${sql.param(hashes)}::text[]) AS ours(phash)
    WHERE m.property_id IS NOT NULL AND m.property_id <> ${listing.propertyId}
      AND CASE WHEN m.phash ~ '^[0-9a-fA-F]{16}$' THEN
        length(replace((('x' || m.phash)::bit(64) # ('x' || ours.phash)::bit(64))::text, '0', ''))
      END <= ${NEAR_DUPLICATE_BITS}
    LIMIT 5`);
  const rows = found.rows.map((row) => ({ propertyId: row.property_id }));
  return rows.map((row) => ({
    kind: 'duplicate' as const,
    detail: 'A photo is nearly identical to a photo of another listing',
    relatedPropertyId: row.propertyId,
  }));
}

/** Every flag of a listing being submitted (text, contact details, likely duplicates). */
export async function flagsOf(db: Executor, listing: ListingUnderCheck): Promise<ListingFlag[]> {
  return [
    ...textFlags(listing),
    ...(await sameAddress(db, listing)),
    ...(await samePhotos(db, listing)),
  ];
}
