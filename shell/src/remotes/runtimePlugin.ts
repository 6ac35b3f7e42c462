import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_TIMEOUT_MS } from './names';

/** Marks the module the plugin answers with, so the loader can turn it back into an error. */
export const LOAD_FAILED = Symbol.for('shell.remoteLoadFailed');

export interface FailedRemoteModule {
  [LOAD_FAILED]: unknown;
  default: () => null;
}

export const isFailedRemoteModule = (value: unknown): value is FailedRemoteModule =>
  typeof value === 'object' && value !== null && LOAD_FAILED in value;

/**
 * Answers a failed `loadRemote` with a harmless module instead of an unhandled rejection.
 * Only at `onLoad`: answering at the manifest stage makes the runtime take the answer as the
 * manifest (RUNTIME-013). Manifest fetches get a timeout, which the runtime itself lacks.
 */
export const remoteFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'shell-remote-fallback',
  errorLoadRemote({ lifecycle, error }) {
    if (lifecycle !== 'onLoad') return undefined;
    const failed: FailedRemoteModule = { [LOAD_FAILED]: error, default: () => null };
    return failed;
  },
  fetch(url, init) {
    return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  },
});
