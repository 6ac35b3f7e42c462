/**
 * Ten 4000x3000 camera JPEGs picked on the media step on the phone profile (slow 4G, 4x CPU):
 * each file's progress bar must show, every upload must finish. Prints the bytes the tus PATCHes
 * carried with the browser's downscale (the product) and without it (the same page with
 * createImageBitmap removed, so photos go as picked), and the times.
 *   pnpm --filter ./e2e run bench:upload              (builds stale apps first)
 *   pnpm --filter ./e2e run bench:upload -- --slow-both   (also the no-downscale run on slow 4G)
 * Without --slow-both the no-downscale run is on an unthrottled network (its bytes are the same;
 * on slow 4G it would take many minutes) and its slow-4G time is estimated from its bytes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Browser, Response } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { ensureBuilt } from '../support/build';
import { newPhone } from '../support/live';
import { workspaceRoot } from '../support/paths';
import {
  logInThroughApi,
  noisyPhotoWithGps,
  SECTIONS,
  seedDraft,
  useSession,
} from '../support/posting';
import { type Product, startProduct } from '../support/product';
import { CPU_SLOWDOWN, SLOW_4G } from './listing-vitals';

const PHOTOS = 10;
const FINISH_TIMEOUT_MS = 15 * 60_000;

/** Every progress bar's name and the values it showed, sampled in the page. */
const PROGRESS_WATCH = `
  window.__progress = {};
  setInterval(() => {
    for (const bar of document.querySelectorAll('[role="progressbar"]')) {
      const name = bar.getAttribute('aria-label') || '';
      const value = Number(bar.getAttribute('aria-valuenow') || 0);
      (window.__progress[name] ||= []).includes(value) || window.__progress[name].push(value);
    }
  }, 100);
`;
const NO_DOWNSCALE = 'delete window.createImageBitmap;';

interface Run {
  downscale: boolean;
  throttled: boolean;
  pickedBytes: number;
  patchBytes: number;
  patches: number;
  uploadedMs: number;
  readyMs: number;
  /** Files whose progress bar showed a value between 0 and 1 exclusive. */
  filesWithProgress: number;
}

async function run(
  browser: Browser,
  product: Product,
  files: { path: string; bytes: number }[],
  downscale: boolean,
  throttled: boolean,
): Promise<Run> {
  const phone = newPhone();
  const session = await logInThroughApi(product, phone);
  await seedDraft(product, session.token, {
    basicDetails: SECTIONS.basicDetails,
    locationDetails: SECTIONS.locationDetails,
    profileDetails: SECTIONS.profileDetails(phone),
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(PROGRESS_WATCH);
  if (!downscale) await page.addInitScript(NO_DOWNSCALE);
  await useSession(page, product, session);
  await page.goto(`${product.origin}/add-property/media`);
  const choose = page.getByRole('button', { name: 'Choose files' });
  await choose.waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Choose files' && !b.disabled,
      ),
    undefined,
    { timeout: 60_000 },
  );

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (throttled) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }

  // A PATCH's body is what moved its Upload-Offset (the server answers the new offset).
  let patchBytes = 0;
  let patches = 0;
  let lastPatchAt = 0;
  const onResponse = async (response: Response) => {
    const request = response.request();
    if (request.method() !== 'PATCH' || !request.url().includes('/api/uploads/')) return;
    const from = Number((await request.allHeaders())['upload-offset'] ?? 0);
    const to = Number(response.headers()['upload-offset'] ?? from);
    patchBytes += to - from;
    patches += 1;
    lastPatchAt = Date.now();
  };
  page.on('response', onResponse);

  const started = Date.now();
  // Paths, not buffers: Playwright streams files from disk (45 MB of buffers time out).
  await page.locator('input[type=file]').setInputFiles(
    files.map((file) => file.path),
    { timeout: 120_000 },
  );
  for (const file of files) {
    // A resized photo keeps its name (as .jpg): the cover radio names the file when it is ready.
    await page
      .getByRole('radio', { name: `Cover photo, ${basename(file.path)}` })
      .waitFor({ timeout: FINISH_TIMEOUT_MS });
  }
  const readyMs = Date.now() - started;
  const progress = (await page.evaluate(
    () => (window as unknown as { __progress: object }).__progress,
  )) as Record<string, number[]>;
  page.off('response', onResponse);
  await context.close();
  return {
    downscale,
    throttled,
    pickedBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    patchBytes,
    patches,
    uploadedMs: lastPatchAt - started,
    readyMs,
    filesWithProgress: files.filter((file) =>
      (progress[`Uploading ${basename(file.path)}`] ?? []).some((value) => value > 0 && value < 1),
    ).length,
  };
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  if (!process.argv.includes('--no-build')) ensureBuilt();
  const folder = mkdtempSync(join(tmpdir(), 'pm-photos-'));
  const files = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, index) => {
      const path = join(folder, `IMG_${String(index + 1).padStart(4, '0')}.jpg`);
      const photo = await noisyPhotoWithGps(4000, 3000, index + 1);
      writeFileSync(path, photo);
      return { path, bytes: photo.length };
    }),
  );
  const product = await startProduct();
  const browser = await launchChromium();
  let withDownscale: Run;
  let without: Run;
  try {
    withDownscale = await run(browser, product, files, true, true);
    without = await run(browser, product, files, false, process.argv.includes('--slow-both'));
  } finally {
    await browser.close();
    await product.stop();
    rmSync(folder, { recursive: true, force: true });
  }

  const slow4gSeconds = (bytes: number) => bytes / SLOW_4G.uploadThroughput;
  console.log(
    `${PHOTOS} photos of 4000x3000 (${mb(withDownscale.pickedBytes)} picked), phone profile, ${CPU_SLOWDOWN}x CPU`,
  );
  for (const r of [withDownscale, without]) {
    console.log(
      `\n${r.downscale ? 'with' : 'without'} the browser downscale (${r.throttled ? 'slow 4G' : 'network not throttled'})`,
    );
    console.log(`  sent in tus PATCHes: ${mb(r.patchBytes)} in ${r.patches} requests`);
    console.log(
      `  uploads finished after ${seconds(r.uploadedMs)}; all ready after ${seconds(r.readyMs)}`,
    );
    if (!r.throttled) {
      console.log(
        `  on slow 4G the bytes alone would take ~${seconds(slow4gSeconds(r.patchBytes) * 1000)}`,
      );
    }
    console.log(
      `  files whose progress bar showed partial progress: ${r.filesWithProgress} of ${PHOTOS}`,
    );
  }
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}`,
  );
  const saved = 1 - withDownscale.patchBytes / without.patchBytes;
  console.log(`\nthe downscale saves ${(saved * 100).toFixed(0)}% of the bytes sent`);

  const outDir = join(workspaceRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'photo-upload.json'),
    `${JSON.stringify({ photos: PHOTOS, withDownscale, without }, null, 2)}\n`,
  );
  if (withDownscale.filesWithProgress < PHOTOS) {
    console.error(
      `\nFAIL: only ${withDownscale.filesWithProgress} of ${PHOTOS} files showed their progress on slow 4G`,
    );
    process.exit(1);
  }
}

await main();
