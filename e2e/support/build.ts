import { buildStale } from '../../scripts/lib/builds';

/** Builds (one at a time: 2 cores) every package the product runs from whose build is stale. */
export function ensureBuilt(): void {
  buildStale();
}
