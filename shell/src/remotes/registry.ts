import {
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { containerName } from './names';
import { remoteRouteFor } from './routeHints';
import { remoteFallbackPlugin } from './runtimePlugin';

/** Remote name -> manifest URL, read at run time so a remote can move without a shell rebuild. */
export type RemoteRegistry = Record<string, string>;

let registry: Promise<RemoteRegistry> | undefined;

async function fetchRegistry(): Promise<RemoteRegistry> {
  // Plain GET (no cache option): it must match the <link rel="preload"> in index.html.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}.`);
  const entries = (await response.json()) as RemoteRegistry;
  // Registering only records the URL; nothing of a remote is fetched until it is needed.
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name: containerName(name), entry })),
  );
  return entries;
}

const preloaded = new Set<string>();

/**
 * Starts downloading what the remote route at `pathname` needs (manifest, entry, the exposed
 * module's chunks), in parallel, before React asks for it. Also for links: call it on hover or
 * focus to make the next page quicker. Does nothing for the shell's own pages.
 */
export function preloadRemoteRoute(pathname: string): void {
  const route = remoteRouteFor(pathname);
  if (!route || !registry) return;
  const key = `${route.remote}/${route.module}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  registry
    .then((entries) => {
      if (!entries[route.remote]) return;
      return preloadRemote([{ nameOrAlias: containerName(route.remote), exposes: [route.module] }]);
    })
    .catch(() => preloaded.delete(key));
}

/** Starts reading the registry and, for a remote route, preloads that remote. */
export function startRemoteRegistry(pathname: string): Promise<RemoteRegistry> {
  registerPlugins([remoteFallbackPlugin()]);
  registry = fetchRegistry();
  registry.catch(() => undefined);
  preloadRemoteRoute(pathname);
  return registry;
}

/** The registry, fetched again when an earlier attempt failed. */
export function remoteRegistry(): Promise<RemoteRegistry> {
  if (!registry) return startRemoteRegistry('/');
  return registry.catch(() => {
    registry = fetchRegistry();
    return registry;
  });
}

let resets = 0;

/**
 * Forgets everything cached for a remote that failed, so the next load really retries. The
 * manifest URL gets a fresh query: the browser would otherwise hand the new fetch the page's
 * preload of that URL (index.html preloads a remote route's manifest), which may be the very
 * response that failed or still hangs.
 */
export async function resetRemote(remote: string): Promise<void> {
  const entries = await remoteRegistry();
  const entry = entries[remote];
  if (!entry) return;
  resets += 1;
  const retryEntry = `${entry}${entry.includes('?') ? '&' : '?'}retry=${resets}`;
  registerRemotes([{ name: containerName(remote), entry: retryEntry }], { force: true });
}
