import { existsSync } from 'node:fs';
import path from 'node:path';
import { overrideVariable, REMOTE_NAMES, type RemoteName } from 'shared/remotes';

// The list of remotes is shared/remotes' (the shell and e2e read the same one).
export { overrideVariable, REMOTE_NAMES, type RemoteName };

export const remoteDist = (staticRoot: string, name: RemoteName) =>
  path.join(staticRoot, 'remotes', name, 'dist');

/** The manifest URL of a remote served from this server's build. */
export const localManifest = (name: string) => `/remotes/${name}/mf-manifest.json`;

/** name -> manifest URL of the remotes the environment points elsewhere (REMOTE_<NAME>_URL). */
export function environmentOverrides(
  env: Record<string, string | undefined>,
): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const name of REMOTE_NAMES) {
    const override = env[overrideVariable(name)];
    if (override) overrides[name] = override;
  }
  return overrides;
}

/** name -> manifest URL of the remotes built in this server's static root. */
export function localRemotes(staticRoot: string): Record<string, string> {
  const registry: Record<string, string> = {};
  for (const name of REMOTE_NAMES) {
    if (existsSync(path.join(remoteDist(staticRoot, name), 'mf-manifest.json'))) {
      registry[name] = localManifest(name);
    }
  }
  return registry;
}

/** Origins of manifest URLs on another server (the CSP must allow them); a path is same-origin. */
export function remoteOrigins(manifestUrls: string[]): string[] {
  const origins = new Set<string>();
  for (const value of manifestUrls) {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // A relative URL is same-origin.
    }
  }
  return [...origins];
}
