// The README's two commands start here: `npm start` and `npm test`.
// Plain JavaScript on purpose: it runs on a fresh machine before anything is
// installed (Node 20 cannot run TypeScript yet), so it only makes sure the
// pinned pnpm and the workspace's packages are present, then hands over.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const [, pinnedPnpm] = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).packageManager.split(
  '@',
);
const task = process.argv[2];
const tasks = { start: 'scripts/start.ts', test: 'scripts/test.ts' };

if (!tasks[task]) {
  console.error(`Usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}

function pnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

if (pnpmVersion() !== pinnedPnpm) {
  console.log(`Installing pnpm ${pinnedPnpm} through corepack...`);
  // The registry serves no corepack signatures, so corepack needs its key check off.
  const corepackEnv = {
    ...process.env,
    COREPACK_INTEGRITY_KEYS: '0',
    COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  };
  const viaCorepack =
    run('corepack', ['enable', 'pnpm'], corepackEnv) === 0 &&
    run('corepack', ['prepare', `pnpm@${pinnedPnpm}`, '--activate'], corepackEnv) === 0 &&
    pnpmVersion() === pinnedPnpm;
  if (!viaCorepack) {
    console.log('corepack could not provide pnpm; installing it with npm instead.');
    if (
      run('npm', ['install', '--global', `pnpm@${pinnedPnpm}`]) !== 0 ||
      pnpmVersion() !== pinnedPnpm
    ) {
      console.error(
        `Could not install pnpm ${pinnedPnpm}. Install it yourself (npm i -g pnpm@${pinnedPnpm}) and run again.`,
      );
      process.exit(1);
    }
  }
}

const installArgs = [
  'install',
  '--prefer-offline',
  ...(process.env.CI ? ['--frozen-lockfile'] : []),
];
if (run('pnpm', installArgs) !== 0) {
  console.error('pnpm install failed: see the messages above.');
  process.exit(1);
}

process.exit(run('pnpm', ['exec', 'tsx', tasks[task], ...process.argv.slice(3)]));
