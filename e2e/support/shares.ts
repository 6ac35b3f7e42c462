import type { Page } from 'playwright-core';

/**
 * Each federated share loaded in the page, with the copies loaded: `container@version` (the
 * container whose copy it is). One copy per share is what singletons promise.
 */
export function loadedShares(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Share = { loaded?: boolean; from: string };
    type ShareScopes = Record<string, Record<string, Record<string, Record<string, Share>>>>;
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } })
      .__FEDERATION__.__SHARE__;
    const copies: Record<string, string[]> = {};
    for (const scope of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, share] of Object.entries(versions)) {
          if (!share.loaded) continue;
          copies[pkg] = [...(copies[pkg] ?? []), `${share.from}@${version}`];
        }
      }
    }
    return Object.fromEntries(
      Object.entries(copies).map(([pkg, list]) => [pkg, [...new Set(list)]]),
    );
  });
}
