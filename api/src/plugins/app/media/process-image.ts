import { MEDIA_LIMITS } from 'shared/contracts/media';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { MediaRefusal, truncatedMessage } from './inspect-upload';

/**
 * The widths the listing pages ask for: cards use 320/640 (1x/2x), the gallery 1024 and 1600
 * (760 CSS px on desktop at 2x). A photo smaller than a width is not enlarged.
 */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
const MAX_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
const WEBP = { quality: 78, effort: 0 } as const;

export interface EncodedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  variants: EncodedVariant[];
  /** A 16 px wide WebP as a data URI (about 150 bytes), blurred by the cards while loading. */
  placeholder: string;
  /** 64-bit difference hash, 16 hex characters. */
  phash: string;
}

// Every photo is new: libvips' operation cache (50 MB by default) would only hold memory.
sharp.cache(false);

/** Decoding limits: the pixel cap refuses a decompression bomb before libvips allocates it. */
const input = (file: string | Buffer) =>
  sharp(file, { limitInputPixels: MEDIA_LIMITS.photo.maxPixels, failOn: 'error' });

const unreadable = (error: unknown) =>
  new MediaRefusal(
    /pixel limit/i.test(String(error))
      ? `This photo has more than ${MEDIA_LIMITS.photo.maxPixels / 1e6} million pixels. Resize it and upload it again.`
      : truncatedMessage('photo'),
  );

/**
 * One decode: the file is read once, turned upright (EXIF orientation), shrunk on load towards
 * the largest width needed, and kept as raw pixels; every width, the placeholder and the hash are
 * made from those pixels. Output carries no metadata (sharp writes none unless asked): EXIF and
 * GPS are gone.
 */
export async function processImage(file: string | Buffer): Promise<ProcessedImage> {
  let base: { data: Buffer; info: OutputInfo };
  try {
    const meta = await input(file).metadata();
    const upright = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    const largest = Math.min(upright ?? MAX_WIDTH, MAX_WIDTH);
    base = await input(file)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true, fastShrinkOnLoad: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadable(error);
  }
  const { width, height, channels } = base.info;
  const raw = () => sharp(base.data, { raw: { width, height, channels } });
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w < width);
  widths.push(width);
  const encode = async (w: number): Promise<EncodedVariant> => {
    const pipeline: Sharp = w === width ? raw() : raw().resize({ width: w });
    const { data, info } = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data };
  };
  // One size after another: the worker runs a job per core, so parallel encodes here would only
  // raise the peak memory (bench/media-processing.ts measures both).
  const variants: EncodedVariant[] = [];
  for (const w of widths) variants.push(await encode(w));
  const tiny = await raw().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return {
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    phash: await differenceHash(raw()),
  };
}

/**
 * dHash: the picture in grey at 9x8; each bit says whether a pixel is brighter than its right
 * neighbour. Near-identical photos (re-saved, resized) differ in a few bits.
 */
export async function differenceHash(image: Sharp): Promise<string> {
  const pixels = await image
    .greyscale()
    .resize({ width: 9, height: 8, fit: 'fill' })
    .raw()
    .toBuffer();
  let bits = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const left = pixels[row * 9 + col] as number;
      const right = pixels[row * 9 + col + 1] as number;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}
