import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { listingDrafts, propertyMedia } from '../../../db/schema/index';
import type { JobQueue } from '../jobs/job-queue';
import type { InspectedUpload } from './inspect-upload';

export type MediaRow = typeof propertyMedia.$inferSelect;
export const PROCESS_MEDIA_JOB = 'media.process';

/** The media rows of uploads: created with the tus upload, queued for processing at its end. */
export class UploadsRepository {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
  ) {}

  async create(row: {
    id: string;
    ownerId: string;
    draftId: string | null;
    kind: 'image' | 'video';
    /** Default 'listing'; 'avatar' for a profile photo. */
    purpose?: MediaRow['purpose'];
    bytes: number;
  }): Promise<void> {
    await this.db.insert(propertyMedia).values({
      id: row.id,
      ownerId: row.ownerId,
      draftId: row.draftId,
      kind: row.kind,
      purpose: row.purpose ?? 'listing',
      status: 'uploading',
      url: '',
      originalBytes: row.bytes,
    });
  }

  /** An upload may name only one of the uploader's own drafts (else it could fill another's count). */
  async ownsDraft(ownerId: string, draftId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: listingDrafts.id })
      .from(listingDrafts)
      .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.ownerId, ownerId)));
    return row !== undefined;
  }

  /** Files of one kind the owner has for a draft (failed ones do not count). */
  async countForDraft(ownerId: string, draftId: string | null, kind: 'image' | 'video') {
    const [row] = await this.db
      .select({ n: count() })
      .from(propertyMedia)
      .where(
        and(
          eq(propertyMedia.ownerId, ownerId),
          draftId ? eq(propertyMedia.draftId, draftId) : isNull(propertyMedia.draftId),
          isNull(propertyMedia.propertyId),
          eq(propertyMedia.purpose, 'listing'),
          eq(propertyMedia.kind, kind),
          ne(propertyMedia.status, 'failed'),
        ),
      );
    return row?.n ?? 0;
  }

  /** The user's profile photo uploads that are not refused (saved, unsaved, in progress). */
  async countAvatars(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(propertyMedia)
      .where(
        and(
          eq(propertyMedia.ownerId, ownerId),
          eq(propertyMedia.purpose, 'avatar'),
          ne(propertyMedia.status, 'failed'),
        ),
      );
    return row?.n ?? 0;
  }

  async owned(id: string, ownerId: string): Promise<MediaRow | null> {
    const [row] = await this.db
      .select()
      .from(propertyMedia)
      .where(and(eq(propertyMedia.id, id), eq(propertyMedia.ownerId, ownerId)));
    return row ?? null;
  }

  async byId(id: string): Promise<MediaRow | null> {
    const [row] = await this.db.select().from(propertyMedia).where(eq(propertyMedia.id, id));
    return row ?? null;
  }

  /** The upload is complete and looks right: the row waits for the worker (one transaction). */
  async queueProcessing(id: string, inspected: InspectedUpload): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(propertyMedia)
        .set({
          status: 'processing',
          kind: inspected.kind,
          originalBytes: inspected.bytes,
          durationSeconds: inspected.durationSeconds,
          error: null,
        })
        .where(eq(propertyMedia.id, id));
      await this.jobs.enqueue(tx, PROCESS_MEDIA_JOB, { mediaId: id }, { subjectId: id });
    });
  }

  async markFailed(id: string, message: string): Promise<void> {
    await this.db
      .update(propertyMedia)
      .set({ status: 'failed', error: message })
      .where(eq(propertyMedia.id, id));
  }

  /** An upload the owner cancelled (tus termination) leaves no row. */
  async removeUnfinished(id: string): Promise<void> {
    await this.db
      .delete(propertyMedia)
      .where(and(eq(propertyMedia.id, id), eq(propertyMedia.status, 'uploading')));
  }
}
