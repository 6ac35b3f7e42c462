import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ServerPages } from 'shared/ssr';
import { containerName } from '../remotes/names';

/** Per remote: the deploy it was last loaded from, and that load. */
const loaded = new Map<string, { url: string; pages: Promise<ServerPages | undefined> }>();

/**
 * The server pages of `remote` as deployed at `serverEntryUrl` (its Node federation container),
 * loaded once per URL through this host's federation runtime, which hands the remote the host's
 * React, router, effector, Fluent and `shared`. A remote re-pointed to another URL is registered
 * anew (`force`), so the next render uses the new deploy; a failed load is forgotten and retried.
 */
export function loadServerPages(
  remote: string,
  serverEntryUrl: string,
): Promise<ServerPages | undefined> {
  const current = loaded.get(remote);
  if (current?.url === serverEntryUrl) return current.pages;
  const name = containerName(remote);
  // `force` replaces an earlier registration (a re-point, or a retry after a failed load).
  registerRemotes([{ name, entry: serverEntryUrl }], { force: true });
  const pages = loadRemote<{ serverPages?: ServerPages }>(`${name}/server`).then(
    (module) => module?.serverPages,
  );
  const entry = { url: serverEntryUrl, pages };
  pages.catch(() => {
    if (loaded.get(remote) === entry) loaded.delete(remote);
  });
  loaded.set(remote, entry);
  return pages;
}
