import { join } from 'node:path';

export const workspaceRoot = join(import.meta.dirname, '..', '..');
export const shellDist = join(workspaceRoot, 'shell', 'dist');

export const REMOTE_NAMES = ['listing', 'add-property', 'dashboard', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const remoteDist = (name: string) => join(workspaceRoot, 'remotes', name, 'dist');
