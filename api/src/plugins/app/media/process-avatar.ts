import { MEDIA_LIMITS } from 'shared/contracts/media';
import sharp from 'sharp';
import { MediaRefusal, truncatedMessage } from './inspect-upload';
import { differenceHash, type ProcessedImage } from './process-image';

/** The header shows 32 px and the profile page 128 px, at 1x to 4x. */
export const AVATAR_SIZES = [256, 512] as const;
const WEBP = { quality: 80, effort: 2 } as const;

/**
 * A profile photo: upright, cropped to a centred square (the browser already crops it; this holds
 * for any client), in WebP at each size up to the photo's own, without metadata.
 */
export async function processAvatar(file: string | Buffer): Promise<ProcessedImage> {
  let square: { data: Buffer; side: number; channels: 1 | 2 | 3 | 4 };
  try {
    const source = sharp(file, { limitInputPixels: MEDIA_LIMITS.photo.maxPixels, failOn: 'error' });
    const meta = await source.metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    const side = Math.min(width, height, AVATAR_SIZES[AVATAR_SIZES.length - 1] as number);
    const { data, info } = await source
      .rotate()
      .resize({ width: side, height: side, fit: 'cover', position: 'centre' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    square = { data, side: info.width, channels: info.channels };
  } catch (error) {
    throw new MediaRefusal(
      /pixel limit/i.test(String(error))
        ? `This photo has more than ${MEDIA_LIMITS.photo.maxPixels / 1e6} million pixels. Resize it and upload it again.`
        : truncatedMessage('photo'),
    );
  }
  const { data, side, channels } = square;
  const raw = () => sharp(data, { raw: { width: side, height: side, channels } });
  const sizes: number[] = AVATAR_SIZES.filter((size) => size < side);
  sizes.push(side);
  const variants = [];
  for (const size of sizes) {
    const pipeline = size === side ? raw() : raw().resize({ width: size, height: size });
    const encoded = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
    variants.push({ width: encoded.info.width, height: encoded.info.height, data: encoded.data });
  }
  const tiny = await raw().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return {
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    phash: await differenceHash(raw()),
  };
}
