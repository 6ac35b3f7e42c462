// `pnpm serve:remotes <folder> [--port 4300] [--host 127.0.0.1]`: a static server with CORS for
// versioned remote builds (`pnpm deploy:remote`), e.g. /srv/remotes/listing/v2/mf-manifest.json
// at http://127.0.0.1:4300/listing/v2/mf-manifest.json. Stops with Ctrl-C.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveFolder } from './lib/serve-folder.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '4300' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const [folderArg] = positionals;
// pnpm runs scripts from the workspace root; a relative folder means the caller's directory.
const folder = folderArg && resolve(process.env.INIT_CWD ?? process.cwd(), folderArg);
const port = Number(values.port);
if (!folder || !existsSync(folder) || !Number.isInteger(port)) {
  console.error('Usage: pnpm serve:remotes <existing folder> [--port 4300] [--host 127.0.0.1]');
  process.exit(2);
}
try {
  const server = await serveFolder(folder, port, values.host);
  console.log(`Serving ${folder} at ${server.origin}/ (CORS for every origin).`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is already in use: pick another with --port.`
      : (error as Error).message,
  );
  process.exit(1);
}
