import type { Effect, Scope } from 'effector';
import { allSettled, fork } from 'effector';
import type { UploadedMedia } from 'shared/contracts/media';
import { draftServerIdAssigned } from 'shared/drafts';
import { $createUploader, $pollMs, $prepare } from '../model';
import type { Prepared } from '../prepare';
import type { UploadEvents, UploadRequest } from '../uploader';

// biome-ignore lint/suspicious/noExplicitAny: any effect with a test handler
type Handlers = [Effect<any, any, any>, (params: any) => unknown][];

export const DRAFT_ID = '5f0c7a52-9e1b-4c1d-8a3e-2b7d9c4e6f10';
export const mediaIds = [
  '7d3c1f0a-1b2c-4d5e-8f90-a1b2c3d4e501',
  '7d3c1f0a-1b2c-4d5e-8f90-a1b2c3d4e502',
  '7d3c1f0a-1b2c-4d5e-8f90-a1b2c3d4e503',
] as const;

/** A picked file (the bytes do not matter: preparing is faked). */
export function pickedFile(name: string, type = 'image/jpeg', bytes = 2_000_000): File {
  const file = new File(['x'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** Uppy + tus stand-in: records what the model asked, and reports what the test says. */
export function fakeUploader() {
  const started: UploadRequest[] = [];
  const cancelled: string[] = [];
  let events: UploadEvents | null = null;
  const create = async (given: UploadEvents) => {
    events = given;
    return {
      start: (request: UploadRequest) => {
        started.push(request);
      },
      cancel: (key: string) => {
        cancelled.push(key);
      },
    };
  };
  const report = () => {
    if (!events) throw new Error('the uploader was not created');
    return events;
  };
  return { create, started, cancelled, report };
}

/** Photos pass unchanged, unless the test names a refusal for a file. */
export function fakePrepare(refuse: Record<string, Prepared & { ok: false }> = {}) {
  return async (file: File): Promise<Prepared> => refuse[file.name] ?? { ok: true, file };
}

export function uploadedMedia(
  mediaId: string,
  status: UploadedMedia['status'],
  overrides: Partial<UploadedMedia> = {},
): UploadedMedia {
  const ready = status === 'ready';
  return {
    _id: mediaId,
    kind: 'image',
    status,
    error: null,
    url: ready ? `/api/media-files/${mediaId}/1280.webp` : null,
    srcSet: null,
    thumbnailUrl: ready ? `/api/media-files/${mediaId}/320.webp` : null,
    placeholder: null,
    width: ready ? 1280 : null,
    height: ready ? 960 : null,
    caption: null,
    durationSeconds: null,
    ...overrides,
  };
}

/** A scope with the fakes in place and the server's draft id known. */
export async function mediaScope(
  uploader = fakeUploader(),
  prepare = fakePrepare(),
  handlers: Handlers = [],
): Promise<Scope> {
  const scope = fork({
    values: [
      [$createUploader, uploader.create],
      [$prepare, prepare],
      [$pollMs, 5],
    ],
    handlers,
  });
  await allSettled(draftServerIdAssigned, { scope, params: DRAFT_ID });
  return scope;
}
