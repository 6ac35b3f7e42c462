import type { Browser } from 'playwright-core';

const SAMPLE_MS = 250;
/** CPU seconds all of the browser's processes may spend in one sample and still count as quiet. */
const QUIET_CPU_S = 0.02;
const QUIET_SAMPLES = 2;
const MAX_WAIT_MS = 10_000;

/**
 * Waits until every process of the browser is quiet (or 10 s pass). Desktop Chromium starts each
 * new window's own browser UI in a renderer of its own (the omnibox popup's WebUI): about 1.5 s of
 * CPU in the second after `newPage()`. A phone's browser does no such work when a page loads, and
 * on a two-core machine it took a core from the page measured (2026-11-25: the page's renderer
 * spent 1.58 s of main thread in its first 2 s beside it, 1.07 s without it). So a measured
 * navigation starts only once the browser has settled.
 */
export async function waitForBrowserIdle(browser: Browser): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  const started = Date.now();
  const cpuTime = async () => {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { cpuTime: number }[];
    };
    return processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
  };
  try {
    let last = await cpuTime();
    let quiet = 0;
    while (quiet < QUIET_SAMPLES && Date.now() - started < MAX_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      const now = await cpuTime();
      quiet = now - last <= QUIET_CPU_S ? quiet + 1 : 0;
      last = now;
    }
  } finally {
    await cdp.detach();
  }
}
