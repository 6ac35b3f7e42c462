import { open, stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { isPhotoType, isVideoType, MEDIA_LIMITS } from 'shared/contracts/media';
import sharp from 'sharp';
import { PermanentJobError } from '../jobs/job-queue';
import { videoDurationSeconds } from './video-duration';

/** A file the pipeline will not take; `message` tells the owner what to do instead. */
export class MediaRefusal extends PermanentJobError {}

export const HEIC_MESSAGE =
  'iPhone HEIC photos cannot be read. Choose the photo as JPEG (on the iPhone: Settings > Camera > Formats > Most Compatible) and upload it again.';
const NOT_MEDIA =
  'This file is not a photo or video we can read. Upload a JPEG, PNG or WebP photo, or an MP4, WebM or MOV video.';
const PROGRAM = 'This file is a program, not a photo or video. Upload a JPEG, PNG or WebP photo.';
const EXECUTABLES = new Set([
  'application/x-elf',
  'application/x-msdownload',
  'application/x-mach-binary',
  'application/wasm',
  'application/x-sh',
  'application/java-archive',
  'application/x-apple-diskimage',
  'application/vnd.microsoft.portable-executable',
]);
const EMPTY = 'This file is empty (0 bytes). Choose the photo or video again.';
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const truncatedMessage = (what: string) =>
  `This ${what} is incomplete (the file was cut short). Upload the full file again.`;

/** The checks on a declared upload, before any byte arrives (tus creation): status and words. */
export function refusalOfDeclared(
  type: string,
  size: number | undefined,
): { status: number; message: string } | null {
  const declared = type.toLowerCase();
  if (declared === 'image/heic' || declared === 'image/heif')
    return { status: 415, message: HEIC_MESSAGE };
  if (size === undefined)
    return { status: 400, message: 'The upload must say its size (Upload-Length). Try again.' };
  if (size === 0) return { status: 400, message: EMPTY };
  if (isPhotoType(declared)) {
    if (size > MEDIA_LIMITS.photo.maxBytes)
      return {
        status: 413,
        message: `This photo is ${mb(size)}; photos can be at most ${mb(MEDIA_LIMITS.photo.maxBytes)}. Choose a smaller photo.`,
      };
    return null;
  }
  if (isVideoType(declared)) {
    if (size > MEDIA_LIMITS.video.maxBytes)
      return {
        status: 413,
        message: `This video is ${mb(size)}; videos can be at most ${mb(MEDIA_LIMITS.video.maxBytes)}. Trim it or record at a lower quality.`,
      };
    return null;
  }
  return { status: 415, message: NOT_MEDIA };
}

export interface InspectedUpload {
  kind: 'image' | 'video';
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

/** The last bytes of a file (to see that it is complete). */
async function tail(file: string, size: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(length, size));
    await handle.read(buffer, 0, buffer.length, size - buffer.length);
    return buffer;
  } finally {
    await handle.close();
  }
}

const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex');

/** A JPEG ends with EOI, a PNG with its IEND chunk, a WebP's RIFF size covers the whole file. */
async function isComplete(file: string, mime: string, size: number): Promise<boolean> {
  if (mime === 'image/jpeg') {
    // Some cameras pad after EOI: accept FFD9 within the last 32 bytes.
    return (await tail(file, size, 32)).includes(Buffer.from([0xff, 0xd9]));
  }
  if (mime === 'image/png') return (await tail(file, size, 12)).equals(PNG_END);
  if (mime === 'image/webp') {
    const handle = await open(file, 'r');
    try {
      const header = Buffer.alloc(8);
      await handle.read(header, 0, 8, 0);
      return header.readUInt32LE(4) + 8 <= size;
    } finally {
      await handle.close();
    }
  }
  return true;
}

/**
 * What an uploaded file really is, from its bytes (never the name or the declared type), with the
 * cheap checks done at once: type, completeness, pixel count from the header (a decompression bomb
 * is refused before any decode), a video's duration from its container.
 */
export async function inspectUpload(file: string): Promise<InspectedUpload> {
  const { size } = await stat(file);
  if (size === 0) throw new MediaRefusal(EMPTY);
  const sniffed = await fileTypeFromFile(file);
  const mime = sniffed?.mime ?? '';
  if (mime === 'image/heic' || mime === 'image/heif' || mime === 'image/heic-sequence')
    throw new MediaRefusal(HEIC_MESSAGE);
  if (EXECUTABLES.has(mime)) throw new MediaRefusal(PROGRAM);
  if (isPhotoType(mime)) {
    if (size > MEDIA_LIMITS.photo.maxBytes)
      throw new MediaRefusal(
        `This photo is ${mb(size)}; photos can be at most ${mb(MEDIA_LIMITS.photo.maxBytes)}.`,
      );
    if (!(await isComplete(file, mime, size))) throw new MediaRefusal(truncatedMessage('photo'));
    // The header only (no decode), so no pixel cap here: the count is checked just below.
    const meta = await sharp(file, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw new MediaRefusal(truncatedMessage('photo'));
    if (meta.width * meta.height > MEDIA_LIMITS.photo.maxPixels)
      throw new MediaRefusal(
        `This photo is ${meta.width} x ${meta.height} pixels; photos can have at most ${MEDIA_LIMITS.photo.maxPixels / 1e6} million pixels. Resize it (for example to 4000 x 3000) and upload it again.`,
      );
    return {
      kind: 'image',
      mime,
      bytes: size,
      width: meta.width,
      height: meta.height,
      durationSeconds: null,
    };
  }
  if (isVideoType(mime)) {
    const seconds = await videoDurationSeconds(file, mime);
    if (seconds === null)
      throw new MediaRefusal(
        'We could not read how long this video is. Save it again as MP4 (most phones and editors can) and upload that.',
      );
    if (seconds > MEDIA_LIMITS.video.maxSeconds)
      throw new MediaRefusal(
        `This video is ${Math.round(seconds)} seconds long; videos can be at most ${MEDIA_LIMITS.video.maxSeconds} seconds. Trim it and upload it again.`,
      );
    return {
      kind: 'video',
      mime,
      bytes: size,
      width: null,
      height: null,
      durationSeconds: seconds,
    };
  }
  throw new MediaRefusal(NOT_MEDIA);
}
