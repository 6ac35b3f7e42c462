/** Remote names as the registry (/remotes.json) and the route table spell them. */
export type RemoteName = 'listing' | 'add-property' | 'dashboard' | 'admin';

/** Federation container names must be identifiers: 'add-property' builds as 'add_property'. */
export const containerName = (remote: string): string => remote.replaceAll('-', '_');

/**
 * A remote counts as hung after this long without progress: a slow network that keeps
 * delivering files (slow 4G: several seconds for a remote's chunks) is not a hang.
 */
export const REMOTE_TIMEOUT_MS = 10_000;
