// Ten 4000x3000 camera JPEGs (with GPS EXIF) through the real media pipeline: tus upload
// (not timed), then the job worker makes every WebP size, the placeholder and the hash.
// Budgets on the 2-core box: <= 3 s of server time for all ten, peak RSS <= 400 MB meanwhile.
// Run: pnpm --filter api bench:media   (BENCH_PHOTOS=10, BENCH_AVIF=1 also times AVIF)
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestPostgres } from '../../scripts/lib/postgres';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { propertyMedia } from '../src/db/schema/index';
import { DevSmsSink } from '../src/providers/sms';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 10);
const BUDGET_MS = 3000;
const BUDGET_RSS_MB = 400;
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

const [W, H] = [4000, 3000];
/** Camera-like texture at two scales (survives downscaling, as real detail does). */
async function textures(): Promise<Buffer[]> {
  const noise = async (width: number, sigma: number) => {
    const height = Math.round(width * 0.75);
    const png = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png()
      .toBuffer();
    return sharp(png).resize(W, H, { kernel: 'cubic' }).png({ compressionLevel: 1 }).toBuffer();
  };
  return [await noise(500, 40), await noise(4000, 14)];
}

/** A photo-like 4000x3000 JPEG (about 3 MB): sky, buildings, texture, GPS and camera EXIF. */
async function cameraJpeg(n: number, [coarse, fine]: Buffer[]): Promise<Buffer> {
  const blocks = Array.from({ length: 14 }, (_, i) => {
    const x = 150 + i * 270;
    const top = 900 + ((i * 373 + n * 97) % 900);
    return `<rect x="${x}" y="${top}" width="230" height="${H - top}" fill="hsl(${(i * 40 + n * 20) % 360},25%,${35 + (i % 4) * 8}%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${200 + n * 3},70%,55%)"/><stop offset="1" stop-color="#f4efe6"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/>${blocks}</svg>`;
  return sharp(Buffer.from(svg))
    .composite([
      { input: coarse as Buffer, blend: 'overlay' },
      { input: fine as Buffer, blend: 'soft-light' },
    ])
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'BenchPhone', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 4/1 1200/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '72/1 52/1 3300/100',
      },
    })
    .toBuffer();
}

/** The photos are made once (slow) and kept in the temp folder; this process only reads them. */
async function benchPhotos(): Promise<string[]> {
  const folder = path.join(tmpdir(), 'pm-bench-photos-v1');
  mkdirSync(folder, { recursive: true });
  const files = Array.from({ length: PHOTOS }, (_, n) => path.join(folder, `camera-${n}.jpg`));
  if (files.every((file) => existsSync(file))) return files;
  console.log(`making ${PHOTOS} 4000x3000 JPEGs with GPS EXIF in ${folder} (once) ...`);
  const texture = await textures();
  for (const [n, file] of files.entries())
    if (!existsSync(file)) writeFileSync(file, await cameraJpeg(n, texture));
  return files;
}

const files = await benchPhotos();
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: 'memory',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  MEDIA_WORKER: 'false',
  ...(process.env.MEDIA_WORKER_CONCURRENCY
    ? { MEDIA_WORKER_CONCURRENCY: process.env.MEDIA_WORKER_CONCURRENCY }
    : {}),
});
// PostgreSQL by default (the production engine runs in its own process, so the RSS is the api's
// alone); BENCH_ENGINE=pglite embeds PGlite, whose in-memory database adds about 450 MB to it.
const engine = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const cluster =
  engine === 'postgres' && !process.env.BENCH_DATABASE_URL ? await startTestPostgres() : undefined;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
const database = await openDatabase({ databaseUrl, dataDir: 'memory' });
await migrateDatabase(database.db);
const sms = new DevSmsSink();
const app = await buildApp(config, { database, sms, logger: false });
await app.ready();
const rssAtStart = process.memoryUsage().rss;

const phone = '9123456780';
await app.inject({ method: 'POST', url: '/api/users/user/login', payload: { phone } });
const verified = await app.inject({
  method: 'POST',
  url: '/api/users/user/verify-otp',
  payload: { phone, otp: sms.latestFor(phone)?.otp },
});
const authorization = `Bearer ${verified.json().token}`;

const tus = { 'tus-resumable': '1.0.0', authorization };
const ids: string[] = [];
let totalIn = 0;
for (const file of files) {
  const size = statSync(file).size;
  totalIn += size;
  const created = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...tus,
      'upload-length': String(size),
      'upload-metadata': `filetype ${Buffer.from('image/jpeg').toString('base64')}`,
    },
  });
  const location = String(created.headers.location);
  const patched = await app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: createReadStream(file),
  });
  if (patched.statusCode !== 204) throw new Error(`upload refused: ${patched.body}`);
  ids.push(location.split('/').pop() as string);
}

const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);
const pending = async () =>
  (
    await app.db
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(inArray(propertyMedia.status, ['uploading', 'processing']))
  ).length;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
app.jobWorker.start();
while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
const elapsed = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
await app.jobWorker.stop();
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);

const rows = await Promise.all(
  ids.map(
    async (id) => (await app.db.select().from(propertyMedia).where(eq(propertyMedia.id, id)))[0],
  ),
);
const ready = rows.filter((row) => row?.status === 'ready').length;
let totalOut = 0;
for (const row of rows)
  for (const variant of row?.variants ?? []) {
    const stored = await app.mediaStorage.get(variant.url.replace('/api/media-files/', ''));
    totalOut += stored?.size ?? 0;
    stored?.body.destroy();
  }

console.log(
  `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, libvips threads ${sharp.concurrency()}, jobs at once ${config.media.workerConcurrency}, load average ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `${ready}/${PHOTOS} ready; sizes ${rows[0]?.variants.map((v) => v.width).join(', ')} px`,
);
console.log(`bytes in ${mb(totalIn)} MB of JPEG -> out ${mb(totalOut)} MB of WebP (all sizes)`);
console.log(
  `server time ${Math.round(elapsed)} ms (${Math.round(elapsed / PHOTOS)} ms a photo; budget ${BUDGET_MS} ms) ${elapsed <= BUDGET_MS ? 'OK' : 'OVER'}`,
);
console.log(
  `CPU time ${Math.round(cpuMs)} ms (${Math.round(cpuMs / PHOTOS)} ms a photo; on 2 idle cores that is about ${Math.round(cpuMs / 2)} ms of wall time)`,
);
console.log(
  `peak RSS ${mb(peakRss)} MB (before processing ${mb(rssBefore)} MB, at start ${mb(rssAtStart)} MB, ${engine === 'pglite' ? 'PGlite included' : 'PostgreSQL apart'}; budget ${BUDGET_RSS_MB} MB) ${mb(peakRss) <= BUDGET_RSS_MB ? 'OK' : 'OVER'}`,
);

if (process.env.BENCH_AVIF === '1') {
  // Does AVIF pay? Same 1024 px picture, WebP as the pipeline writes it vs AVIF at a like quality.
  const sample = readFileSync(files[0] as string);
  const base = sharp(sample).resize({ width: 1024 });
  for (const [name, make] of [
    ['webp q78 effort 2', () => base.clone().webp({ quality: 78, effort: 2 })],
    ['avif q50 effort 2', () => base.clone().avif({ quality: 50, effort: 2 })],
  ] as const) {
    const t = performance.now();
    const out = await make().toBuffer();
    console.log(
      `${name}: ${Math.round(out.length / 1024)} KB in ${Math.round(performance.now() - t)} ms`,
    );
  }
}

await app.close();
await database.close();
cluster?.stop();
