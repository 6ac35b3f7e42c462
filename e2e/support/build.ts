import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, workspaceRoot } from './paths';

const APPS = ['shell', ...REMOTE_NAMES.map((name) => `remotes/${name}`)];
const INPUTS = ['src', 'rsbuild.config.ts', 'package.json'];
// shared/package.json: its exports are the shares, its version the one they declare.
const SHARED_INPUTS = [
  'rsbuild.base.ts',
  'federation.used-exports.json',
  'shared/package.json',
  'shared/src',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Apps whose dist is missing or older than their sources (or the shared build inputs). */
export function staleApps(): string[] {
  const sharedNewest = Math.max(...SHARED_INPUTS.map((p) => newestMtime(join(workspaceRoot, p))));
  return APPS.filter((app) => {
    const manifest = join(workspaceRoot, app, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) return true;
    const built = statSync(manifest).mtimeMs;
    const sources = Math.max(
      sharedNewest,
      ...INPUTS.map((p) => newestMtime(join(workspaceRoot, app, p))),
    );
    return sources > built;
  });
}

/** Builds (one at a time: 2 cores) every app whose dist is missing or stale. */
export function ensureBuilt(): void {
  for (const app of staleApps()) {
    const started = Date.now();
    const result = spawnSync('pnpm', ['--filter', `./${app}`, 'run', 'build'], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      // Test runners set NODE_ENV=test, which would make a non-production build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      throw new Error(`Building ${app} failed:\n${result.stdout}\n${result.stderr}`);
    }
    console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
