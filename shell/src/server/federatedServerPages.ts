import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ServerPages } from 'shared/ssr';
import { containerName } from '../remotes/names';

const registered = new Map<string, string>();
const loaded = new Map<string, Promise<ServerPages | undefined>>();

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
  const key = `${remote} ${serverEntryUrl}`;
  let pages = loaded.get(key);
  if (pages) return pages;
  const name = containerName(remote);
  if (registered.get(remote) !== serverEntryUrl) {
    registerRemotes([{ name, entry: serverEntryUrl }], { force: registered.has(remote) });
    registered.set(remote, serverEntryUrl);
    for (const other of loaded.keys()) if (other.startsWith(`${remote} `)) loaded.delete(other);
  }
  pages = loadRemote<{ serverPages?: ServerPages }>(`${name}/server`).then(
    (module) => module?.serverPages,
  );
  pages.catch(() => loaded.delete(key));
  loaded.set(key, pages);
  return pages;
}
