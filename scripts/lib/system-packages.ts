import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const POSTGRES_BIN_ROOT = '/usr/lib/postgresql';

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function postgresBinDir(): string | null {
  if (!existsSync(POSTGRES_BIN_ROOT)) return null;
  const versions = execFileSync('ls', [POSTGRES_BIN_ROOT], { encoding: 'utf8' })
    .split('\n')
    .filter((v) => existsSync(`${POSTGRES_BIN_ROOT}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `${POSTGRES_BIN_ROOT}/${versions[0]}/bin` : null;
}

/** Installs Debian's chromium and postgresql when missing (the tests need both). */
export function ensureSystemPackages(): void {
  const missing = [
    existsSync(CHROMIUM_PATH) ? null : 'chromium',
    postgresBinDir() ? null : 'postgresql',
  ].filter((name): name is string => name !== null);
  if (missing.length === 0) return;
  if (!isRoot()) {
    throw new Error(
      `Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`Installing ${missing.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps: string[][] = [['update'], ['install', '-y', '--no-install-recommends', ...missing]];
  for (const args of steps) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
