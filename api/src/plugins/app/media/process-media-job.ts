import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { propertyMedia } from '../../../db/schema/index';
import type { Job, Transaction } from '../jobs/job-queue';
import type { JobHandler, JobResult } from '../jobs/job-worker';
import { inspectUpload, MediaRefusal } from './inspect-upload';
import { processAvatar } from './process-avatar';
import { processImage } from './process-image';
import { type MediaStorage, mediaKeyPrefix, removeUnreferenced } from './storage/media-storage';
import type { TusUploads } from './tus-uploads';
import type { MediaRow, UploadsRepository } from './uploads-repository';

const VIDEO_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

const mediaIdOf = (job: Job) => String(job.payload.mediaId ?? '');

/** The keys a row points at (kept by the cleanup of a media item's folder). */
export function referencedKeys(
  row: Pick<MediaRow, 'storageKey' | 'variants' | 'url'>,
): Set<string> {
  const keys = new Set<string>();
  if (row.storageKey) keys.add(row.storageKey);
  for (const variant of row.variants) keys.add(variant.url.replace(/^\/api\/media-files\//, ''));
  if (row.url) keys.add(row.url.replace(/^\/api\/media-files\//, ''));
  return keys;
}

/**
 * The `media.process` job: photos into WebP sizes + placeholder + hash, videos copied as they are.
 * Every file goes to new keys (`media/<id>/<attempt>-...`); the row points at them, and the job is
 * done, in one transaction. A failure leaves the row 'failed' with words and no files behind.
 */
export class ProcessMediaJob implements JobHandler {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly tus: TusUploads,
    private readonly storage: MediaStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(job: Job): Promise<JobResult> {
    const mediaId = mediaIdOf(job);
    const row = await this.uploads.byId(mediaId);
    // Deleted while waiting (the owner removed it): nothing to do but drop the upload.
    if (!row || row.status === 'ready') {
      await this.dropUpload(mediaId);
      return { commit: async () => {} };
    }
    // An earlier attempt that died half-way left files no row points at.
    await removeUnreferenced(this.storage, mediaId, referencedKeys(row));
    const file = this.tus.fileOf(mediaId);
    if (!(await stat(file).catch(() => null)))
      throw new MediaRefusal(
        'The uploaded file was lost before it was processed. Upload it again.',
      );
    const inspected = await inspectUpload(file);
    const attempt = randomBytes(4).toString('hex');
    const key = (name: string) => `${mediaKeyPrefix(mediaId)}${attempt}-${name}`;
    const written: string[] = [];
    let changes: Partial<typeof propertyMedia.$inferInsert>;
    try {
      if (inspected.kind === 'image') {
        const image =
          row.purpose === 'avatar' ? await processAvatar(file) : await processImage(file);
        for (const variant of image.variants) {
          const name = key(`w${variant.width}.webp`);
          await this.storage.put(name, variant.data, 'image/webp');
          written.push(name);
        }
        const largest = image.variants[image.variants.length - 1];
        changes = {
          kind: 'image',
          variants: image.variants.map((v, i) => ({
            width: v.width,
            url: this.storage.url(written[i] as string),
          })),
          url: this.storage.url(written[written.length - 1] as string),
          storageKey: written[written.length - 1] as string,
          width: largest?.width ?? null,
          height: largest?.height ?? null,
          placeholder: image.placeholder,
          phash: image.phash,
        };
      } else {
        const name = key(`video.${VIDEO_EXTENSIONS[inspected.mime] ?? 'mp4'}`);
        await this.storage.put(name, createReadStream(file), inspected.mime, inspected.bytes);
        written.push(name);
        changes = {
          kind: 'video',
          variants: [],
          url: this.storage.url(name),
          storageKey: name,
          durationSeconds: inspected.durationSeconds,
        };
      }
    } catch (error) {
      for (const name of written) await this.storage.delete(name).catch(() => {});
      throw error;
    }
    return {
      commit: async (tx) => {
        const updated = await tx
          .update(propertyMedia)
          .set({ ...changes, status: 'ready', error: null, originalBytes: inspected.bytes })
          .where(eq(propertyMedia.id, mediaId))
          .returning({ id: propertyMedia.id });
        // The row went away meanwhile (deleted by its owner): its files must not stay.
        if (updated.length === 0) for (const name of written) await this.storage.delete(name);
      },
      afterCommit: () => this.dropUpload(mediaId),
    };
  }

  async failed(tx: Transaction, job: Job, message: string): Promise<void> {
    await tx
      .update(propertyMedia)
      .set({ status: 'failed', error: message })
      .where(eq(propertyMedia.id, mediaIdOf(job)));
  }

  async cleanUp(job: Job): Promise<void> {
    const mediaId = mediaIdOf(job);
    const row = await this.uploads.byId(mediaId);
    await removeUnreferenced(
      this.storage,
      mediaId,
      row?.status === 'ready' ? referencedKeys(row) : new Set(),
    );
    if (row?.status !== 'processing') await this.dropUpload(mediaId);
  }

  private async dropUpload(mediaId: string): Promise<void> {
    await this.tus.store.remove(mediaId).catch((error) => {
      if ((error as { status_code?: number }).status_code !== 404)
        this.log.warn({ err: error, mediaId }, 'could not remove an upload file');
    });
  }
}
