// pnpm --filter api seed:listings --count 100000 [--seed N] [--batch 1000] [--images 1]
// Loads demo listings into DATABASE_URL, or the PGlite folder DATA_DIR (stop the server first).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { ensureDemoImages, listingImagesDir } from './images';
import { seedListings } from './load';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '3000' },
    seed: { type: 'string' },
    batch: { type: 'string', default: '1000' },
    images: { type: 'string' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('--count must be a whole number from 1 to 5000000');
  process.exit(1);
}
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(handle.db);
  await ensureDemoImages(listingImagesDir());
  const started = Date.now();
  let last = 0;
  const result = await seedListings(handle.db, {
    count,
    seed: values.seed ? Number(values.seed) : undefined,
    batchSize: Number(values.batch),
    imagesPerListing: values.images ? [Number(values.images), Number(values.images)] : undefined,
    onProgress: (done, total, from) => {
      if (Date.now() - last < 5000 && done !== total) return;
      last = Date.now();
      const rate = Math.round((done - from) / ((Date.now() - started) / 1000));
      console.log(
        `  ${done.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} listings (${rate}/s)`,
      );
    },
  });
  console.log(
    `Listings on ${handle.engine}: ${count.toLocaleString('en-IN')} (had ${result.existing}, added ${result.inserted}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await handle.close();
}
