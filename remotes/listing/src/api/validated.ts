import { request, type Schema } from 'shared/http';

/**
 * Sends the call and loads the contracts (and zod with them) at the same time, so the
 * validator's download hides behind the network instead of delaying the first paint.
 */
export async function validated<T>(
  loadSchema: () => Promise<Schema<T>>,
  call: Promise<unknown>,
  fallback?: string,
): Promise<T> {
  const [schema] = await Promise.all([loadSchema(), call.catch(() => undefined)]);
  return request(schema, call, fallback);
}

/**
 * Starts loading the contracts at once (call it when a page's code loads): on a slow phone the
 * download then overlaps the page's own start-up work instead of the first api answer.
 */
export function preloadContracts(): void {
  void import('shared/contracts/listings').catch(() => undefined);
}
