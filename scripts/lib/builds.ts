import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../../shared/src/remotes/index';

const workspaceRoot = join(import.meta.dirname, '..', '..');

/** A package's build: its folder, a file the build writes last-ish, and what it is built from. */
type Build = { dir: string; marker: string; inputs: string[] };

const APP_INPUTS = ['src', 'rsbuild.config.ts', 'package.json'];
// shared/package.json: its exports are the shares, its version the one they declare.
const APPS_SHARED_INPUTS = [
  'rsbuild.base.ts',
  'federation.used-exports.json',
  'shared/package.json',
  'shared/src',
];
const LIBRARY_INPUTS = ['src', 'rslib.config.ts', 'package.json'];

/**
 * Everything `npm start` runs from, in build order: `shared`'s and the api's Node output (the
 * api runs with `--conditions=built`), then the shell (its index.html and its server build, the
 * page renderer) and every remote.
 */
const BUILDS: Build[] = [
  { dir: 'shared', marker: 'dist/remotes/index.js', inputs: LIBRARY_INPUTS },
  { dir: 'api', marker: 'dist/server.js', inputs: LIBRARY_INPUTS },
  { dir: 'shell', marker: 'dist/server/renderPage.js', inputs: APP_INPUTS },
  ...REMOTE_NAMES.map((name) => ({
    dir: `remotes/${name}`,
    marker: 'dist/mf-manifest.json',
    inputs: APP_INPUTS,
  })),
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

/** The package folders whose build is missing or older than what it is built from. */
export function staleBuilds(): string[] {
  const appsShared = Math.max(
    ...APPS_SHARED_INPUTS.map((p) => newestMtime(join(workspaceRoot, p))),
  );
  return BUILDS.filter(({ dir, marker, inputs }) => {
    const built = join(workspaceRoot, dir, marker);
    if (!existsSync(built)) return true;
    const sources = Math.max(
      inputs === APP_INPUTS ? appsShared : 0,
      ...inputs.map((p) => newestMtime(join(workspaceRoot, dir, p))),
    );
    return sources > statSync(built).mtimeMs;
  }).map(({ dir }) => dir);
}

/**
 * Builds (one at a time: 2 cores) every package whose build is missing or stale; `report` hears
 * each one done. Throws with the build's output when one fails.
 */
export function buildStale(report: (message: string) => void = console.log): void {
  for (const dir of staleBuilds()) {
    report(`building ${dir}...`);
    const started = Date.now();
    const result = spawnSync('pnpm', ['--filter', `./${dir}`, 'run', 'build'], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      // Test runners set NODE_ENV=test, which would make a non-production build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      throw new Error(`Building ${dir} failed:\n${result.stdout}\n${result.stderr}`);
    }
    report(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
