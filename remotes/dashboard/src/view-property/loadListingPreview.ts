import type { ComponentType, ReactNode } from 'react';
import type { ListingDetail } from 'shared/contracts/listings';

export type ListingPreviewProps = { listing: ListingDetail; banner?: ReactNode };
export type ListingPreviewModule = { default: ComponentType<ListingPreviewProps> };

/** The part of a Module Federation runtime instance this loader uses. */
export type FederationInstance = {
  options?: { remotes?: { name: string; alias?: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
};

const LISTING = 'listing';
const PREVIEW_MODULE = `${LISTING}/PropertyPreview`;
/** The shell's loader answers a failed load with a harmless module marked with this symbol. */
const LOAD_FAILED = Symbol.for('shell.remoteLoadFailed');
const TIMEOUT_MS = 20_000;

/**
 * The page's federation host: the runtime instance that registered the listing remote (the shell
 * registers every remote of /remotes.json). This remote's own instance knows no other remote.
 */
export function federationHost(
  global: { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } } = globalThis as never,
): FederationInstance | undefined {
  return global.__FEDERATION__?.__INSTANCES__?.find((instance) =>
    instance.options?.remotes?.some(
      (remote) => remote.name === LISTING || remote.alias === LISTING,
    ),
  );
}

/** The listing remote's PropertyPreview (its detail view without actions), through the host. */
export async function loadListingPreview(
  host: FederationInstance | undefined = federationHost(),
): Promise<ListingPreviewModule> {
  if (!host) throw new Error('The listing remote is not registered on this page.');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${PREVIEW_MODULE} timed out.`)), TIMEOUT_MS);
  });
  try {
    const loaded = await Promise.race([
      host.loadRemote<Record<PropertyKey, unknown>>(PREVIEW_MODULE),
      timeout,
    ]);
    if (!loaded || LOAD_FAILED in loaded || typeof loaded.default !== 'function') {
      throw new Error(`${PREVIEW_MODULE} could not be loaded.`);
    }
    return loaded as unknown as ListingPreviewModule;
  } finally {
    clearTimeout(timer);
  }
}
