/**
 * The upload port of the media model: the model says what to send, the uploader reports back.
 * The real one is Uppy with its tus plugin (tusUploader.ts, loaded on the first pick); tests give
 * the model a fake through `$createUploader`.
 */
export type UploadEvents = {
  progressed: (report: { key: string; bytesSent: number; bytesTotal: number }) => void;
  /** The tus upload's id is the media id (design: `Location: /api/uploads/{mediaId}`). */
  uploaded: (report: { key: string; mediaId: string }) => void;
  /** `retryable`: false when the server refused the file itself (sending it again fails again). */
  failed: (report: { key: string; message: string | null; retryable: boolean }) => void;
};

export type UploadRequest = { key: string; file: File; draftId: string };

export interface Uploader {
  start(request: UploadRequest): void;
  /** Stops the upload and forgets it (the server's partial upload is deleted). */
  cancel(key: string): void;
}

/** `draftId` lets the real uploader renew an expired session with a cheap call. */
export type CreateUploader = (
  events: UploadEvents,
  context: { draftId: string },
) => Promise<Uploader>;

/** The last path segment of the tus upload URL: the media id. */
export function mediaIdOf(uploadUrl: string | undefined | null): string | null {
  if (!uploadUrl) return null;
  const id = uploadUrl.replace(/\/+$/, '').split('/').pop();
  return id ? decodeURIComponent(id) : null;
}
