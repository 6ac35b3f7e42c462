import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { properties } from './properties';
import { users } from './users';

/** One responsive size of an image: the same picture re-encoded at `width` pixels wide. */
export interface MediaVariant {
  width: number;
  url: string;
}

export const MEDIA_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
export const MEDIA_PURPOSES = ['listing', 'avatar', 'setting'] as const;

/**
 * The one media table for listings and drafts: a row is created when an upload starts (its id is
 * the tus upload id), belongs to its owner, and gets a property only when the draft is submitted.
 */
export const propertyMedia = pgTable(
  'property_media',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null while the file belongs only to a draft. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** The draft it was uploaded for (no FK: drafts come and go; the owner is what counts). */
    draftId: uuid('draft_id'),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    /** What the file is for: a listing's photo or video, a user's profile photo, a site setting. */
    purpose: text('purpose', { enum: MEDIA_PURPOSES }).notNull().default('listing'),
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('ready'),
    /** Why processing refused or failed, in words the owner can act on. */
    error: text('error'),
    url: text('url').notNull(),
    storageKey: text('storage_key'),
    caption: text('caption'),
    isCover: boolean('is_cover').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Intrinsic size of the largest variant (for width/height attributes; avoids layout shift). */
    width: integer('width'),
    height: integer('height'),
    /** Responsive WebP sizes, smallest first; empty for videos and legacy rows. */
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    /** A tiny data URI (or css colour) shown on cards while the image loads. */
    placeholder: text('placeholder'),
    /** 64-bit difference hash as 16 hex characters (near-duplicate photos). */
    phash: text('phash'),
    originalBytes: bigint('original_bytes', { mode: 'number' }),
    durationSeconds: real('duration_seconds'),
    ...timestamps,
  },
  (t) => [
    index('property_media_property_idx').on(t.propertyId, t.sortOrder),
    index('property_media_owner_idx').on(t.ownerId, t.draftId),
  ],
);
