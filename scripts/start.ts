// `pnpm start` / `npm start`: build whatever app has no build yet, then start
// the api, which serves the shell, every remote (through /remotes.json) and
// /api from one port on the embedded database with demo data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../shared/src/remotes/index.ts';

const root = join(import.meta.dirname, '..');
const apps = [
  // The shell's server build (the page renderer) comes with the same build as its index.html.
  { dir: 'shell', marker: 'dist/server/renderPage.js' },
  ...REMOTE_NAMES.map((name) => ({ dir: `remotes/${name}`, marker: 'dist/mf-manifest.json' })),
];

const missing = apps.filter((app) => !existsSync(join(root, app.dir, app.marker)));
if (missing.length > 0) {
  console.log(`Building ${missing.map((app) => app.dir).join(', ')}...`);
  const filters = missing.flatMap((app) => ['--filter', `./${app.dir}`]);
  const build = spawnSync('pnpm', [...filters, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed: see the messages above.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn('pnpm', ['--filter', './api', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
