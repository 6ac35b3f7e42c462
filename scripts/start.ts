// `pnpm start` / `npm start`: build whatever has no build yet or one older than its sources
// (shared's and the api's Node output, the shell, the remotes), then start the api from its build,
// which serves the shell, every remote (through /remotes.json) and
// /api from one port on the embedded database with demo data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildStale } from './lib/builds.ts';

const root = join(import.meta.dirname, '..');

try {
  buildStale((message) => console.log(message));
} catch (error) {
  console.error((error as Error).message);
  console.error('The build failed: see the messages above.');
  process.exit(1);
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
