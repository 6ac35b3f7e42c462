import { join } from 'node:path';

export const workspaceRoot = join(import.meta.dirname, '..', '..');
export const shellDist = join(workspaceRoot, 'shell', 'dist');

// The list of remotes is shared/remotes' (the shell and the api read the same one).
export { REMOTE_NAMES, type RemoteName } from 'shared/remotes';

export const remoteDist = (name: string) => join(workspaceRoot, 'remotes', name, 'dist');
