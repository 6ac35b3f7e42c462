import { existsSync } from 'node:fs';
import path from 'node:path';
import { overrideVariable, REMOTE_NAMES, type RemoteName } from 'shared/remotes';

// The list of remotes is shared/remotes' (the shell and e2e read the same one).
export { overrideVariable, REMOTE_NAMES, type RemoteName };

export const remoteDist = (staticRoot: string, name: RemoteName) =>
  path.join(staticRoot, 'remotes', name, 'dist');

/** name -> manifest URL, for remotes that are built or overridden by the environment. */
export function remoteRegistry(
  staticRoot: string,
  env: Record<string, string | undefined>,
): Record<string, string> {
  const registry: Record<string, string> = {};
  for (const name of REMOTE_NAMES) {
    const override = env[overrideVariable(name)];
    if (override) registry[name] = override;
    else if (existsSync(path.join(remoteDist(staticRoot, name), 'mf-manifest.json'))) {
      registry[name] = `/remotes/${name}/mf-manifest.json`;
    }
  }
  return registry;
}

/** Origins of overridden remotes (they must be allowed by the CSP). */
export function overrideOrigins(env: Record<string, string | undefined>): string[] {
  const origins = new Set<string>();
  for (const name of REMOTE_NAMES) {
    const value = env[overrideVariable(name)];
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // A relative override is same-origin.
    }
  }
  return [...origins];
}
