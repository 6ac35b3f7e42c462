import type { ComponentType, ReactNode } from 'react';
import type { PropertySummary } from 'shared/contracts/properties';

/** What the listing remote's exposed PropertyCard takes (its CardListing is wider). */
export type ListingCardProps = {
  listing: Pick<
    PropertySummary,
    '_id' | 'title' | 'listingType' | 'propertyType' | 'price' | 'city' | 'locality'
  >;
  footer?: ReactNode;
};
export type ListingCardModule = { default: ComponentType<ListingCardProps> };

/** The part of a Module Federation runtime instance this loader uses. */
export type FederationInstance = {
  options?: { remotes?: { name: string; alias?: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
};

const LISTING = 'listing';
const CARD_MODULE = `${LISTING}/PropertyCard`;
/** The shell's loader answers a failed load with a harmless module marked with this symbol. */
const LOAD_FAILED = Symbol.for('shell.remoteLoadFailed');
const TIMEOUT_MS = 20_000;

/**
 * The page's federation host: the runtime instance that registered the listing remote (the
 * shell registers every remote at start); this remote's own instance knows no other remote.
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

let cached: Promise<ListingCardModule> | null = null;

/** Tests: the next load asks the host again. */
export function forgetListingCard(): void {
  cached = null;
}

/** Loads the listing remote's card at run time through the host (once; a failure may retry). */
export function loadListingCard(
  host: FederationInstance | undefined = federationHost(),
): Promise<ListingCardModule> {
  cached ??= load(host).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function load(host: FederationInstance | undefined): Promise<ListingCardModule> {
  if (!host) throw new Error('The listing remote is not registered on this page.');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${CARD_MODULE} timed out.`)), TIMEOUT_MS);
  });
  try {
    const loaded = await Promise.race([
      host.loadRemote<Record<PropertyKey, unknown>>(CARD_MODULE),
      timeout,
    ]);
    if (!loaded || LOAD_FAILED in loaded || typeof loaded.default !== 'function') {
      throw new Error(`${CARD_MODULE} could not be loaded.`);
    }
    return loaded as unknown as ListingCardModule;
  } finally {
    clearTimeout(timer);
  }
}
