import Uppy from '@uppy/core';
import Tus from '@uppy/tus';
import { UPLOADS_PATH } from 'shared/contracts/media';
import { readTokens } from 'shared/http';

const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

export type AvatarUploadEvents = {
  progressed: (percent: number) => void;
  uploaded: (mediaId: string) => void;
  /** `message`: the api's words, or null when the network failed. */
  failed: (message: string | null) => void;
};

export type AvatarUploader = {
  start: (file: File) => void;
  retry: () => void;
  cancel: () => void;
};

export const mediaIdOf = (uploadUrl: string | null | undefined): string | null =>
  uploadUrl ? (uploadUrl.replace(/\/+$/, '').split('/').pop() ?? null) : null;

/**
 * One profile photo through tus (Uppy core + tus, as the listing wizard's media step): metadata
 * `purpose=avatar`, the bearer token read at each request; a 401 renews the session once.
 */
export function createAvatarUploader(
  events: AvatarUploadEvents,
  renewSession: () => Promise<unknown>,
): AvatarUploader {
  type Meta = { filename: string; filetype: string; purpose: 'avatar' };
  const uppy = new Uppy<Meta, Record<string, never>>({ autoProceed: true });
  let current: string | null = null;
  let renewing: Promise<unknown> | null = null;
  uppy.use(Tus, {
    endpoint: UPLOADS_PATH,
    retryDelays: RETRY_DELAYS_MS,
    allowedMetaFields: ['filename', 'filetype', 'purpose'],
    removeFingerprintOnSuccess: true,
    async onBeforeRequest(request) {
      if (renewing) await renewing.catch(() => undefined);
      const { token } = readTokens('user');
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry(error, attempt, _options, next) {
      if (error.originalResponse?.getStatus() !== 401) return next(error);
      // Expired token: renew it (the next request waits for that), then send again once.
      if (attempt >= 1) return false;
      renewing ??= renewSession()
        .catch(() => undefined)
        .finally(() => {
          renewing = null;
        });
      return true;
    },
  });
  uppy.on('upload-progress', (file, progress) => {
    if (file?.id !== current || !progress.bytesTotal) return;
    events.progressed(Math.round((progress.bytesUploaded / progress.bytesTotal) * 100));
  });
  uppy.on('upload-success', (file, response) => {
    if (file?.id !== current) return;
    const mediaId = mediaIdOf(response.uploadURL);
    if (mediaId) events.uploaded(mediaId);
    else events.failed(null);
  });
  uppy.on('upload-error', (file, _error, response) => {
    if (file?.id !== current) return;
    events.failed(serverMessage(response?.body));
  });
  const drop = () => {
    if (current && uppy.getFile(current)) uppy.removeFile(current);
    current = null;
  };
  return {
    start(file) {
      drop();
      current = uppy.addFile({
        name: file.name,
        type: file.type,
        data: file,
        meta: { filename: file.name, filetype: file.type, purpose: 'avatar' },
      });
    },
    retry() {
      if (current) void uppy.retryUpload(current);
    },
    cancel: drop,
  };
}

/** The api answers a refused upload with its reason as the text body. */
function serverMessage(body: unknown): string | null {
  const xhr = (body as { xhr?: XMLHttpRequest } | undefined)?.xhr;
  const text = typeof xhr?.responseText === 'string' ? xhr.responseText.trim() : '';
  return text && text.length <= 300 && !text.startsWith('<') ? text : null;
}
