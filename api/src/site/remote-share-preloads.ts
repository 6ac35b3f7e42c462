import path from 'node:path';
import { watchedFile } from './watched-file';

/** What a federation build's mf-manifest.json / mf-stats.json say about its shares. */
interface ManifestShares {
  shared?: { name: string; usedIn?: string[]; assets?: { js?: { sync?: string[] } } }[];
}

function parseShares(text: string): ManifestShares {
  try {
    return JSON.parse(text) as ManifestShares;
  } catch {
    return {};
  }
}

/** Plain relative chunk paths only (`static/js/async/v6.bf19ec165b.js`). */
const SAFE_CHUNK = /^[\w./-]+\.js$/;

/**
 * Chunks of a remote's own shares, those the shell does not provide and an exposed module
 * uses (mf-stats.json's usedIn; e.g. the dashboard's `shared/i18n/vocabulary`). The federation runtime asks for them only once the page module is
 * imported, after the shell's code has run: on the phone profile that was a round trip of its
 * own (~1 s) just before the page could render and call its api. Preloaded from index.html
 * they download alongside the shell's code. Only for a remote served from this server's dist
 * (the registry's default `/remotes/<name>/mf-manifest.json`): a remote elsewhere gets none.
 */
export function createRemoteSharePreloads(
  shellDist: string,
  remoteDist: (name: string) => string | undefined,
  recheckMs = 0,
) {
  const shell = watchedFile(path.join(shellDist, 'mf-manifest.json'), parseShares, recheckMs);
  const remotes = new Map<string, () => ManifestShares | undefined>();
  return (remote: string, manifestUrl: string | undefined): string[] => {
    const base = `/remotes/${remote}/`;
    if (manifestUrl !== `${base}mf-manifest.json`) return [];
    const shellShares = shell()?.shared;
    if (!shellShares) return [];
    const provided = new Set(shellShares.map((share) => share.name));
    const dist = remoteDist(remote);
    if (!dist) return [];
    let read = remotes.get(remote);
    if (!read) {
      read = watchedFile(path.join(dist, 'mf-stats.json'), parseShares, recheckMs);
      remotes.set(remote, read);
    }
    const chunks = (read()?.shared ?? [])
      .filter((share) => !provided.has(share.name) && (share.usedIn?.length ?? 0) > 0)
      .flatMap((share) => share.assets?.js?.sync ?? [])
      .filter((chunk) => SAFE_CHUNK.test(chunk) && !chunk.includes('..'));
    return [...new Set(chunks)].map((chunk) => `${base}${chunk}`);
  };
}

/** A classic-script preload, as the runtime's <script> tag (no crossorigin) will ask for it. */
export const scriptPreloadTag = (href: string): string =>
  `<link rel="preload" href="${href}" as="script">`;
