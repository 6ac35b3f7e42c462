export type { RemoteName } from 'shared/remotes';
export { containerName } from 'shared/remotes';

/**
 * A remote counts as hung after this long without progress: a slow network that keeps
 * delivering files (slow 4G: several seconds for a remote's chunks) is not a hang.
 */
export const REMOTE_TIMEOUT_MS = 10_000;
