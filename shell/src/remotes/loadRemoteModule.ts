import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { containerName, REMOTE_TIMEOUT_MS } from './names';
import { remoteRegistry, resetRemote } from './registry';
import { isFailedRemoteModule } from './runtimePlugin';

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

type RemoteComponentModule = { default: ComponentType };

const loadedRemotes = new Set<string>();
const failedRemotes = new Set<string>();

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new RemoteLoadError(`${what} did not answer within ${REMOTE_TIMEOUT_MS / 1000} s.`)),
      REMOTE_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function load(remote: string, module: string): Promise<RemoteComponentModule> {
  const entries = await remoteRegistry();
  if (!entries[remote]) throw new RemoteLoadError(`No remote named "${remote}" is registered.`);
  if (failedRemotes.has(remote) && !loadedRemotes.has(remote)) await resetRemote(remote);
  const loaded = await loadRemote<RemoteComponentModule>(`${containerName(remote)}/${module}`);
  if (isFailedRemoteModule(loaded) || !loaded || typeof loaded.default !== 'function') {
    throw new RemoteLoadError(`${remote}/${module} could not be loaded.`);
  }
  return loaded;
}

/** Loads one exposed module of a remote, failing after REMOTE_TIMEOUT_MS instead of spinning. */
export async function loadRemoteModule(
  remote: string,
  module: string,
): Promise<RemoteComponentModule> {
  try {
    const loaded = await withTimeout(load(remote, module), `${remote}/${module}`);
    loadedRemotes.add(remote);
    return loaded;
  } catch (error) {
    failedRemotes.add(remote);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(String(error));
  }
}
