import { existsSync } from 'node:fs';
import path from 'node:path';

export const REMOTE_NAMES = ['listing', 'add-property', 'dashboard', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** REMOTE_ADD_PROPERTY_URL for add-property. */
export const overrideVariable = (name: RemoteName) =>
  `REMOTE_${name.toUpperCase().replaceAll('-', '_')}_URL`;

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
