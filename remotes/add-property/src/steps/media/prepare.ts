import type { RefusalCode } from './checks';
import { DOWNSCALE, MEDIA_RULES, type MediaKind } from './limits';

export type Prepared = { ok: true; file: File } | { ok: false; code: RefusalCode };

/** Browser work before upload: photos resized (saves data), videos' length checked. */
export async function prepareFile(file: File, kind: MediaKind): Promise<Prepared> {
  if (kind === 'video') {
    const seconds = await videoSeconds(file);
    // A length the browser cannot read (some .mov files) is checked by the server.
    return seconds !== null && seconds > MEDIA_RULES.video.maxSeconds
      ? { ok: false, code: 'length' }
      : { ok: true, file };
  }
  let resized: File | null;
  try {
    resized = await downscalePhoto(file);
  } catch {
    return { ok: false, code: 'unreadable' };
  }
  const upload = resized ?? file;
  return upload.size > MEDIA_RULES.image.maxBytes
    ? { ok: false, code: 'size' }
    : { ok: true, file: upload };
}

/**
 * The photo with its long edge brought to DOWNSCALE.longEdge as a JPEG, or null when it is
 * small enough already (or the browser cannot resize). Throws when the browser cannot decode it.
 */
export async function downscalePhoto(file: File): Promise<File | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const longEdge = Math.max(bitmap.width, bitmap.height);
    if (longEdge <= DOWNSCALE.longEdge) return null;
    const scale = DOWNSCALE.longEdge / longEdge;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const blob = await encodeJpeg(bitmap, width, height);
    if (!blob || blob.size >= file.size) return null;
    const name = file.name.replace(/\.[^.]+$/, '') || 'photo';
    return new File([blob], `${name}.jpg`, {
      type: DOWNSCALE.type,
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number) {
  const options = { type: DOWNSCALE.type, quality: DOWNSCALE.quality };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, width, height);
    return canvas.convertToBlob(options);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, width, height);
  return new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, options.type, options.quality),
  );
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // JPEG has no transparency: a PNG floor plan's clear parts become white, not black.
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

const VIDEO_PROBE_MS = 10_000;

/** The video's length from its metadata, or null when the browser cannot tell. */
export function videoSeconds(file: File): Promise<number | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function')
    return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const done = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), VIDEO_PROBE_MS);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
