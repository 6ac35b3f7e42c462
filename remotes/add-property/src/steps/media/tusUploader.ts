import Uppy from '@uppy/core';
import Tus from '@uppy/tus';
import { UPLOADS_PATH } from 'shared/contracts/media';
import { readTokens } from 'shared/http';
import type { UploadEvents, Uploader } from './uploader';
import { mediaIdOf } from './uploader';

/** Each PATCH carries at most this much: a dropped 4G connection loses one chunk, not the file. */
const CHUNK_BYTES = 5 * 1024 * 1024;
/** Two at a time: more only splits a phone's thin uplink and slows every file's progress bar. */
const PARALLEL_UPLOADS = 2;
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];
/** A request refused for its token is sent again after a renewal, at most this often. */
const RENEWALS_PER_REQUEST = 2;

type Meta = { filename: string; filetype: string; draftId: string; key: string };

/**
 * Uppy core + tus: chunked, resumable uploads to /api/uploads with the user's bearer token read
 * at each request. On a 401 the session is renewed once (`renewSession`) and the request retried.
 */
export function createTusUploader(
  events: UploadEvents,
  renewSession: () => Promise<unknown>,
): Uploader {
  const uppy = new Uppy<Meta, Record<string, never>>({
    autoProceed: true,
    allowMultipleUploadBatches: true,
  });
  const fileIdByKey = new Map<string, string>();
  const keyOf = (fileId: string | undefined) =>
    fileId ? (uppy.getFile(fileId)?.meta.key ?? null) : null;
  let renewing: Promise<unknown> | null = null;

  uppy.use(Tus, {
    endpoint: UPLOADS_PATH,
    chunkSize: CHUNK_BYTES,
    limit: PARALLEL_UPLOADS,
    retryDelays: RETRY_DELAYS_MS,
    allowedMetaFields: ['filename', 'filetype', 'draftId'],
    removeFingerprintOnSuccess: true,
    async onBeforeRequest(request) {
      if (renewing) await renewing.catch(() => undefined);
      const { token } = readTokens('user');
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry(error, attempt, _options, next) {
      if (error.originalResponse?.getStatus() !== 401) return next(error);
      // Expired token: renew it once for all the uploads that met it, then send again.
      if (attempt >= RENEWALS_PER_REQUEST) return false;
      renewing ??= renewSession()
        .catch(() => undefined)
        .finally(() => {
          renewing = null;
        });
      return true;
    },
  });

  uppy.on('upload-progress', (file, progress) => {
    const key = keyOf(file?.id);
    if (key === null) return;
    events.progressed({
      key,
      bytesSent: progress.bytesUploaded,
      bytesTotal: progress.bytesTotal ?? file?.size ?? 0,
    });
  });
  uppy.on('upload-success', (file, response) => {
    const key = keyOf(file?.id);
    const mediaId = mediaIdOf(response.uploadURL);
    if (key === null || !file) return;
    if (!mediaId) {
      events.failed({ key, message: null, retryable: true });
      return;
    }
    events.uploaded({ key, mediaId });
    // Uppy keeps every file's bytes in its state: let a sent photo go (after Uppy's own
    // bookkeeping of this event). The tus upload is finished, so nothing is sent to the server.
    setTimeout(() => {
      if (fileIdByKey.get(key) !== file.id) return;
      fileIdByKey.delete(key);
      if (uppy.getFile(file.id)) uppy.removeFile(file.id);
    }, 0);
  });
  uppy.on('upload-error', (file, _error, response) => {
    const key = keyOf(file?.id);
    if (key === null) return;
    events.failed({
      key,
      message: serverMessage(response?.body),
      retryable: isWorthRetrying(response?.status),
    });
  });

  return {
    start({ key, file, draftId }) {
      const previous = fileIdByKey.get(key);
      if (previous && uppy.getFile(previous)) {
        void uppy.retryUpload(previous);
        return;
      }
      const fileId = uppy.addFile({
        name: file.name,
        type: file.type,
        data: file,
        meta: { filename: file.name, filetype: file.type, draftId, key },
      });
      fileIdByKey.set(key, fileId);
    },
    cancel(key) {
      const fileId = fileIdByKey.get(key);
      fileIdByKey.delete(key);
      if (fileId && uppy.getFile(fileId)) uppy.removeFile(fileId);
    },
  };
}

/** No answer (the network) or the server's trouble: worth another try; a refusal of the file is not. */
function isWorthRetrying(status: number | undefined): boolean {
  return !status || status >= 500 || status === 401 || status === 408 || status === 429;
}

/** The api answers a refused upload with its reason as the body (text or `{ message }`). */
function serverMessage(body: unknown): string | null {
  const xhr = (body as { xhr?: XMLHttpRequest } | undefined)?.xhr;
  const text = typeof xhr?.responseText === 'string' ? xhr.responseText.trim() : '';
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return text.length <= 300 && !text.startsWith('<') ? text : null;
  }
}
