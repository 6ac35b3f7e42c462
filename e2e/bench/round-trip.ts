import type { CDPSession } from 'playwright-core';

/**
 * The round trip the byte benches give each request: on bare loopback, requests issued together
 * can finish before the next one starts and would look sequential, and "network idle" (no request
 * for 500 ms) must mean the same in first-load-bytes.ts and script-wire-bytes.ts.
 */
export const ROUND_TRIP_MS = 300;

/** Turns on the page's Network domain with ROUND_TRIP_MS per request and no bandwidth limit. */
export async function emulateRoundTrip(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ROUND_TRIP_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}
