import { fileTypeFromBuffer } from 'file-type';
import { LOGO_MAX_BYTES, LOGO_TYPES } from 'shared/contracts/adminSettings';
import sharp from 'sharp';
import { HttpError } from '../../../lib/errors';

/** The header draws the logo at most 40 px high; 4x that covers every screen. */
const LOGO_MAX_HEIGHT = 160;
const LOGO_MAX_WIDTH = 640;
const LOGO_MAX_PIXELS = 25_000_000;

const refuse = (status: number, message: string) => new HttpError(status, message, 'VALIDATION');

/**
 * An uploaded logo, checked from its bytes (not the declared type): a PNG, JPEG or WebP within
 * the size and pixel limits, turned upright and made at most 640 x 160 as WebP (transparency kept,
 * metadata dropped).
 */
export async function processLogo(
  bytes: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  if (bytes.length === 0) throw refuse(400, 'The logo file is empty. Choose the image again.');
  if (bytes.length > LOGO_MAX_BYTES)
    throw refuse(413, 'The logo can be at most 2 MB. Choose a smaller image.');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(LOGO_TYPES as readonly string[]).includes(type.mime))
    throw refuse(415, 'The logo must be a PNG, JPEG or WebP image. Choose another file.');
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: LOGO_MAX_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: LOGO_MAX_WIDTH,
        height: LOGO_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 90, alphaQuality: 100, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw refuse(
      422,
      /pixel limit/i.test(String(error))
        ? 'The logo has more than 25 million pixels. Resize it and upload it again.'
        : 'The logo image could not be read (it may be damaged). Save it again and upload it.',
    );
  }
}
