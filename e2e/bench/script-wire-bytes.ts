import type { Browser } from 'playwright-core';
import { emulateRoundTrip } from './round-trip';

export interface ScriptOnTheWire {
  url: string;
  /** CDP `Network.loadingFinished` encodedDataLength: the response's headers and encoded body. */
  wireBytes: number;
  headerBytes: number;
  /** gzip, br, ... ('' when sent as is). */
  contentEncoding: string;
}

export interface ScriptWireBytes {
  /** Every script response of the first load, response headers included. */
  withHeadersBytes: number;
  /** The same responses' encoded (gzip/brotli) bodies alone. */
  bodyBytes: number;
  files: ScriptOnTheWire[];
  /** Responses served as JavaScript that Chromium did not type as Script (counted nowhere). */
  javascriptNotScript: string[];
  /** Script requests that had not finished (or failed) when the first load was over. */
  unfinished: string[];
}

interface Seen {
  url: string;
  type: string;
  mimeType: string;
  /** Response.encodedDataLength at responseReceived: the bytes so far, i.e. the headers. */
  bytesAtResponse: number;
  contentEncoding: string;
}

/**
 * One cold load of `url` (fresh context: empty cache) in a desktop window, as first-load-bytes.ts
 * loads `/`: 300 ms per round trip, no bandwidth limit, "first load" = every response until the
 * network is idle after `load` (Playwright's networkidle: no request for 500 ms), then
 * `readySelector` attached. Bytes come from CDP per requestId of the responses typed Script.
 */
export async function measureScriptWireBytes(
  browser: Browser,
  url: string,
  readySelector: string,
): Promise<ScriptWireBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, Seen>();
    const headersText = new Map<string, number>();
    const finished = new Map<string, number>();
    const requested = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Script') requested.set(event.requestId, event.request.url);
    });
    cdp.on('Network.responseReceived', (event) => {
      seen.set(event.requestId, {
        url: event.response.url,
        type: event.type,
        mimeType: event.response.mimeType,
        bytesAtResponse: event.response.encodedDataLength,
        contentEncoding:
          (Object.entries(event.response.headers).find(
            ([name]) => name.toLowerCase() === 'content-encoding',
          )?.[1] as string) ?? '',
      });
    });
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      if (event.headersText !== undefined)
        headersText.set(event.requestId, Buffer.byteLength(event.headersText));
    });
    cdp.on('Network.loadingFinished', (event) => {
      finished.set(event.requestId, event.encodedDataLength);
    });
    await emulateRoundTrip(cdp);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForSelector(readySelector, { state: 'attached', timeout: 15_000 });

    const files: ScriptOnTheWire[] = [];
    const unfinished: string[] = [];
    const javascriptNotScript: string[] = [];
    for (const [requestId, response] of seen) {
      if (response.type !== 'Script') {
        if (response.mimeType.includes('javascript')) javascriptNotScript.push(response.url);
        continue;
      }
      const wireBytes = finished.get(requestId);
      if (wireBytes === undefined) {
        unfinished.push(response.url);
        continue;
      }
      const headerBytes = headersText.get(requestId) ?? response.bytesAtResponse;
      files.push({
        url: response.url,
        wireBytes,
        headerBytes,
        contentEncoding: response.contentEncoding,
      });
    }
    for (const [requestId, scriptUrl] of requested)
      if (!seen.has(requestId)) unfinished.push(scriptUrl);
    const withHeadersBytes = files.reduce((sum, file) => sum + file.wireBytes, 0);
    const headerBytes = files.reduce((sum, file) => sum + file.headerBytes, 0);
    return {
      withHeadersBytes,
      bodyBytes: withHeadersBytes - headerBytes,
      files,
      javascriptNotScript,
      unfinished,
    };
  } finally {
    await context.close();
  }
}
