import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { isRemoteName, REMOTE_NAMES } from '../../shared/src/remotes/index';

const workspaceRoot = join(import.meta.dirname, '..', '..');

export class DeployError extends Error {}

const isInside = (parent: string, child: string) => {
  const path = relative(parent, child);
  return !path.startsWith('..') && !isAbsolute(path);
};

/** Why `folder` cannot receive a new version of a remote, or undefined when it can. */
export function folderProblem(folder: string): string | undefined {
  const apps = [join(workspaceRoot, 'shell'), join(workspaceRoot, 'remotes')];
  if (apps.some((app) => isInside(app, folder))) {
    return `${folder} is inside the checkout's apps, whose dist/ the local build owns. Build each version into a folder of its own elsewhere (e.g. /srv/remotes/listing/2026-11-24).`;
  }
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    return `${folder} is not empty: a version's folder is written once, so the version being served never changes under a visitor. Pick a new folder (e.g. one named after the date or the commit).`;
  }
  return undefined;
}

export interface DeployOptions {
  /** Another Rsbuild config file wrapping the remote's own (the e2e's visible marker). */
  config?: string;
  /** Added to the build's environment. */
  env?: Record<string, string>;
}

/**
 * Builds one remote's production bundle (`rsbuild build` in its folder, its own config, so
 * `externalRuntime` and `assetPrefix: 'auto'`) into `folder` instead of its `dist/`: a folder
 * per version that any static server can serve, its manifest found by the shell wherever it is.
 * Returns the manifest's path.
 */
export function buildRemoteInto(
  name: string,
  folderArg: string,
  options: DeployOptions = {},
): string {
  if (!isRemoteName(name)) {
    throw new DeployError(`No remote named "${name}": use one of ${REMOTE_NAMES.join(', ')}.`);
  }
  const folder = resolve(folderArg);
  const problem = folderProblem(folder);
  if (problem) throw new DeployError(problem);
  const args = ['exec', 'rsbuild', 'build', '--dist-path', folder];
  if (options.config) args.push('--config', options.config);
  const build = spawnSync('pnpm', args, {
    cwd: join(workspaceRoot, 'remotes', name),
    encoding: 'utf8',
    // A test runner's NODE_ENV=test would not make a production build.
    env: { ...process.env, ...options.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    throw new DeployError(`Building ${name} failed:\n${build.stdout}\n${build.stderr}`);
  }
  const manifest = join(folder, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new DeployError(`The build wrote no ${manifest}.`);
  return manifest;
}
