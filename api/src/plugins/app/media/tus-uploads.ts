import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_DRAFT_PHOTOS, MAX_DRAFT_VIDEOS } from 'shared/contracts/drafts';
import { isPhotoType, UPLOADS_PATH } from 'shared/contracts/media';
import { z } from 'zod';
import { inspectUpload, MediaRefusal, refusalOfDeclared } from './inspect-upload';
import type { UploadsRepository } from './uploads-repository';

/** tus hooks get a web Request; the signed-in user is found through the Node request it wraps. */
const owners = new WeakMap<IncomingMessage, string>();

export function setUploadOwner(raw: IncomingMessage, userId: string): void {
  owners.set(raw, userId);
}

type TusRequest = { runtime?: { node?: { req?: IncomingMessage } } };
const ownerOf = (req: unknown): string | undefined => {
  const raw = (req as TusRequest).runtime?.node?.req;
  return raw ? owners.get(raw) : undefined;
};

/** tus answers a thrown `{ status_code, body }` as that status with the body as text. */
const refuse = (status_code: number, body: string) => ({ status_code, body: `${body}\n` });

const draftIdSchema = z.uuid();
/** Unsaved profile photos a user may have at once (each is swept a day after upload). */
const MAX_UNSAVED_AVATARS = 10;
const AVATAR_NOT_A_PHOTO = 'A profile photo must be a JPEG, PNG or WebP image. Choose a photo.';

/** A profile photo upload: a photo, for no draft. */
function avatarRefusal(type: string, draftId: string | null | undefined) {
  if (draftId != null) return { status: 400, message: 'A profile photo has no draftId.' };
  if (!isPhotoType(type.toLowerCase())) return { status: 415, message: AVATAR_NOT_A_PHOTO };
  return null;
}

/** Unfinished uploads are dropped after a day (FileStore expiration; swept by the worker). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

export interface TusUploads {
  server: Server;
  store: FileStore;
  fileOf(id: string): string;
}

/**
 * The tus 1.0 server behind /api/uploads: the upload id is a new uuid that is also the media id;
 * the media row is made when the upload is created (declared size and type checked first) and
 * queued for processing when the last byte arrives (real type checked from the bytes).
 */
export function createTusUploads(options: {
  directory: string;
  uploads: UploadsRepository;
  corsOrigins: string[];
  onQueued: () => void;
  log: FastifyBaseLogger;
}): TusUploads {
  const { uploads } = options;
  const store = new FileStore({
    directory: options.directory,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
  const fileOf = (id: string) => path.join(options.directory, id);

  const server = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    allowedOrigins: options.corsOrigins,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      const ownerId = ownerOf(req);
      if (!ownerId) throw refuse(401, 'Please log in again');
      const metadata = upload.metadata ?? {};
      const type = metadata.filetype ?? '';
      const refusal = refusalOfDeclared(type, upload.size);
      if (refusal) throw refuse(refusal.status, refusal.message);
      if (metadata.purpose === 'avatar') {
        const problem = avatarRefusal(type, metadata.draftId);
        if (problem) throw refuse(problem.status, problem.message);
        if ((await uploads.countAvatars(ownerId)) >= MAX_UNSAVED_AVATARS)
          throw refuse(
            429,
            'Too many profile photos were uploaded without being saved. Save your profile with one of them, or try again tomorrow.',
          );
        await uploads.create({
          id: upload.id,
          ownerId,
          draftId: null,
          kind: 'image',
          purpose: 'avatar',
          bytes: upload.size ?? 0,
        });
        return {};
      }
      if (metadata.purpose !== undefined && metadata.purpose !== 'listing')
        throw refuse(400, 'purpose must be listing or avatar');
      const draftId = metadata.draftId ?? null;
      if (draftId !== null && !draftIdSchema.safeParse(draftId).success)
        throw refuse(400, 'draftId must be a valid id');
      if (draftId !== null && !(await uploads.ownsDraft(ownerId, draftId)))
        throw refuse(404, 'This draft was not found. Reload the page and add the files again.');
      const kind = isPhotoType(type.toLowerCase()) ? 'image' : 'video';
      const max = kind === 'image' ? MAX_DRAFT_PHOTOS : MAX_DRAFT_VIDEOS;
      if ((await uploads.countForDraft(ownerId, draftId, kind)) >= max)
        throw refuse(
          400,
          kind === 'image'
            ? `A listing can have at most ${max} photos. Delete one to add another.`
            : `A listing can have at most ${max} videos. Delete one to add another.`,
        );
      await uploads.create({ id: upload.id, ownerId, draftId, kind, bytes: upload.size ?? 0 });
      return {};
    },
    async onUploadFinish(_req, upload) {
      try {
        const inspected = await inspectUpload(fileOf(upload.id));
        if (inspected.kind !== 'image' && upload.metadata?.purpose === 'avatar')
          throw new MediaRefusal(AVATAR_NOT_A_PHOTO);
        await uploads.queueProcessing(upload.id, inspected);
        options.onQueued();
        return {};
      } catch (error) {
        const message =
          error instanceof MediaRefusal
            ? error.message
            : 'This file could not be checked. Try uploading it again.';
        if (!(error instanceof MediaRefusal))
          options.log.error({ err: error, mediaId: upload.id }, 'upload check failed');
        await uploads.markFailed(upload.id, message);
        await store.remove(upload.id).catch(() => {});
        throw refuse(422, message);
      }
    },
    onResponseError(_req, error) {
      // tus's own errors carry status_code/body; anything else is ours to log, not to show.
      if ('status_code' in error) return undefined;
      options.log.error({ err: error }, 'tus upload error');
      return refuse(500, 'The upload failed on our side. Try again in a moment.');
    },
  });
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    uploads.removeUnfinished(id).catch((error) => {
      options.log.error({ err: error, mediaId: id }, 'could not remove a cancelled upload row');
    });
  });
  return { server, store, fileOf };
}
