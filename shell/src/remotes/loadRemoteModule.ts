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

/** Calls `onProgress` whenever the page finishes fetching a file (no-op where unsupported). */
function watchResourceProgress(onProgress: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const observer = new PerformanceObserver(onProgress);
  try {
    observer.observe({ type: 'resource' });
  } catch {
    return () => {};
  }
  return () => observer.disconnect();
}

/** Rejects once REMOTE_TIMEOUT_MS pass with no file arriving, however long the whole load takes. */
function withStallTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching = () => {};
  const stalled = new Promise<never>((_, reject) => {
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          reject(
            new RemoteLoadError(`${what} did not answer within ${REMOTE_TIMEOUT_MS / 1000} s.`),
          ),
        REMOTE_TIMEOUT_MS,
      );
    };
    arm();
    stopWatching = watchResourceProgress(arm);
  });
  return Promise.race([promise, stalled]).finally(() => {
    clearTimeout(timer);
    stopWatching();
  });
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

/** Loads one exposed module of a remote, failing after REMOTE_TIMEOUT_MS without progress instead of spinning. */
export async function loadRemoteModule(
  remote: string,
  module: string,
): Promise<RemoteComponentModule> {
  try {
    const loaded = await withStallTimeout(load(remote, module), `${remote}/${module}`);
    loadedRemotes.add(remote);
    return loaded;
  } catch (error) {
    failedRemotes.add(remote);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(String(error));
  }
}
