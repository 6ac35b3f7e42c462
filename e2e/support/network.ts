import type { Page } from 'playwright-core';

export interface TimedResource {
  path: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
  /** Sequential round trips after the HTML before this request could start (HTML = 0). */
  wave: number;
}

/** Records, in page time (performance.now()), when the first element matching `selector` appears. */
export async function markFirstAppearance(
  page: Page,
  selector: string,
  key: string,
): Promise<void> {
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  await page.addInitScript(`(() => {
    const sel = ${JSON.stringify(selector)}, name = ${JSON.stringify(key)};
    const record = () => {
      if (window[name] === undefined && document.querySelector(sel)) window[name] = performance.now();
      return window[name] !== undefined;
    };
    new MutationObserver((_, observer) => { if (record()) observer.disconnect(); })
      .observe(document, { childList: true, subtree: true });
  })();`);
}

export async function readMark(page: Page, key: string): Promise<number> {
  const value = await page.evaluate(
    (name) => (window as unknown as Record<string, unknown>)[name],
    key,
  );
  return typeof value === 'number' ? value : Number.NaN;
}

/** Code and the registry/manifests: what a render can wait on (api calls and images are not). */
const isChainResource = (path: string, initiatorType: string) =>
  !path.startsWith('/api/') &&
  (initiatorType === 'script' || initiatorType === 'link' || /\.(js|css|json)$/.test(path));

/**
 * Resource Timing, grouped into waves: a request is in wave n+1 when the latest chain resource
 * that finished before it started is in wave n. An upper bound of the true dependency chain.
 */
export async function resourceWaves(page: Page): Promise<TimedResource[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        url: timing.name,
        initiatorType: timing.initiatorType,
        startTime: timing.startTime,
        responseEnd: timing.responseEnd,
      };
    }),
  );
  const document: TimedResource = {
    path: '(html)',
    initiatorType: 'navigation',
    startTime: 0,
    responseEnd: 0,
    wave: 0,
  };
  const navigationEnd = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
  );
  document.responseEnd = navigationEnd;
  const done: TimedResource[] = [document];
  for (const entry of entries.sort((a, b) => a.startTime - b.startTime)) {
    const path = new URL(entry.url).pathname;
    if (!isChainResource(path, entry.initiatorType)) continue;
    const finishedBefore = done.filter((d) => d.responseEnd <= entry.startTime);
    const wave = 1 + Math.max(0, ...finishedBefore.map((d) => d.wave));
    done.push({
      path,
      initiatorType: entry.initiatorType,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      wave,
    });
  }
  return done;
}

/** Deepest wave among chain resources that finished before `time`. */
export function chainDepthBefore(resources: TimedResource[], time: number): number {
  return Math.max(0, ...resources.filter((r) => r.responseEnd <= time).map((r) => r.wave));
}
