import type { Browser } from 'playwright-core';
import { waitForBrowserIdle } from './browser-idle';

export interface Vitals {
  lcpMs: number;
  cls: number;
  lcpElement: string;
  /** Bytes of JavaScript on the wire. */
  jsBytes: number;
}

/** Chrome DevTools' "Slow 4G" (Lighthouse's mobile throttling applied in the browser). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** LCP (last candidate) and CLS (largest session window: gaps < 1 s, windows <= 5 s). */
const OBSERVERS = `
  window.__vitals = { lcp: 0, lcpElement: '', cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      const el = entry.element;
      window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (entry.url ? ' ' + entry.url.split('/').pop() : '') : entry.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let session = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (session && entry.startTime - last < 1000 && entry.startTime - first < 5000) {
        session += entry.value;
      } else {
        session = entry.value;
        first = entry.startTime;
      }
      last = entry.startTime;
      window.__vitals.cls = Math.max(window.__vitals.cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** One cold load (fresh context: empty cache, the browser settled) under slow 4G and 4x CPU. */
export async function measureVitals(
  browser: Browser,
  url: string,
  readySelector: string,
): Promise<Vitals> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let jsBytes = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    if (sizes) jsBytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  try {
    await waitForBrowserIdle(browser);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector(readySelector, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    // LCP candidates stop at the first input; let late images report, then read.
    await page.waitForTimeout(1500);
  } catch (error) {
    await context.close();
    throw error;
  }
  const vitals = (await page.evaluate('window.__vitals')) as {
    lcp: number;
    lcpElement: string;
    cls: number;
  };
  await context.close();
  return { lcpMs: vitals.lcp, cls: vitals.cls, lcpElement: vitals.lcpElement, jsBytes };
}
