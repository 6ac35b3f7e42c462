import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../../config';
import type { MediaVariant } from '../../db/schema/property-media';

/** Placeholder photos drawn locally (nothing downloaded): gradients with a building silhouette. */
export const DEMO_IMAGE_COUNT = 36;
export const DEMO_IMAGE_WIDTHS = [320, 640, 1024] as const;
export const DEMO_IMAGE_HEIGHT_RATIO = 3 / 4;
export const DEMO_IMAGE_URL_PREFIX = '/api/listing-images/';

/** Shared by both engines and every data folder: `.data/listing-images` (or LISTING_IMAGES_DIR). */
export const listingImagesDir = () =>
  path.resolve(repoRoot, process.env.LISTING_IMAGES_DIR ?? '.data/listing-images');

export const demoImageName = (n: number, width: number) =>
  `demo-v1-${String(n).padStart(2, '0')}-${width}.webp`;

export function demoImageVariants(n: number): MediaVariant[] {
  return DEMO_IMAGE_WIDTHS.map((width) => ({
    width,
    url: `${DEMO_IMAGE_URL_PREFIX}${demoImageName(n, width)}`,
  }));
}

function building(n: number): string {
  const kind = n % 3;
  if (kind === 0) {
    // Tower block with a grid of windows.
    const windows = Array.from({ length: 24 }, (_, i) => {
      const x = 390 + (i % 4) * 60;
      const y = 200 + Math.floor(i / 4) * 70;
      return `<rect x="${x}" y="${y}" width="34" height="40" fill="#fff6d5" opacity="${0.5 + ((i * 7 + n) % 5) / 10}"/>`;
    }).join('');
    return `<rect x="360" y="160" width="270" height="470" fill="#2b3440" opacity="0.9"/>${windows}`;
  }
  if (kind === 1) {
    // House with a pitched roof.
    return `<polygon points="300,360 512,200 724,360" fill="#7a2e1f"/><rect x="340" y="360" width="344" height="270" fill="#f2e6d0"/><rect x="480" y="470" width="70" height="160" fill="#5b3a29"/><rect x="380" y="410" width="70" height="60" fill="#9cc9e8"/><rect x="580" y="410" width="70" height="60" fill="#9cc9e8"/>`;
  }
  // Villa: two blocks and a flat roof.
  return `<rect x="250" y="300" width="300" height="330" fill="#fafafa"/><rect x="550" y="380" width="240" height="250" fill="#e9e4da"/><rect x="230" y="285" width="340" height="22" fill="#444"/><rect x="290" y="360" width="220" height="90" fill="#8fb8d8"/><rect x="600" y="450" width="140" height="70" fill="#8fb8d8"/>`;
}

function svgFor(n: number): string {
  const hue = (n * 47) % 360;
  const hue2 = (hue + 40) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768" viewBox="0 0 1024 768">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,72%)"/><stop offset="1" stop-color="hsl(${hue2},60%,88%)"/></linearGradient></defs>
<rect width="1024" height="768" fill="url(#g)"/><circle cx="${150 + ((n * 83) % 700)}" cy="130" r="60" fill="#fff3b0" opacity="0.8"/>
${building(n)}<rect y="630" width="1024" height="138" fill="hsl(${(hue + 100) % 360},35%,42%)"/></svg>`;
}

/** Writes every size of every demo image once; later runs find them and return at once. */
export async function ensureDemoImages(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (let n = 0; n < DEMO_IMAGE_COUNT; n++) {
    const missing = DEMO_IMAGE_WIDTHS.filter(
      (w) => !existsSync(path.join(dir, demoImageName(n, w))),
    );
    if (missing.length === 0) continue;
    const master = await sharp(Buffer.from(svgFor(n)))
      .png()
      .toBuffer();
    for (const width of missing) {
      const file = path.join(dir, demoImageName(n, width));
      const temp = `${file}.${process.pid}.tmp`;
      await sharp(master)
        .resize(width, Math.round(width * DEMO_IMAGE_HEIGHT_RATIO))
        .webp({ quality: 72 })
        .toFile(temp);
      renameSync(temp, file);
    }
  }
}
