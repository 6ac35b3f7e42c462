/** How long a request started before React rendered stays usable. */
const EARLY_TTL_MS = 10_000;

const early = new Map<string, { promise: Promise<unknown>; startedAt: number }>();

/**
 * Render-as-you-fetch: when a page's code loads for the current URL it starts that page's
 * first request at once, instead of after React has rendered (seconds on a slow phone).
 * The page's effect then takes the promise instead of asking again.
 */
export function startEarly<T>(key: string, request: () => Promise<T>): void {
  const promise = request();
  promise.catch(() => undefined); // the taker sees the rejection; nobody else should
  early.set(key, { promise, startedAt: Date.now() });
}

/** The early request for `key` (once), or undefined when there is none or it is stale. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const entry = early.get(key);
  early.delete(key);
  if (!entry || Date.now() - entry.startedAt > EARLY_TTL_MS) return undefined;
  return entry.promise as Promise<T>;
}
