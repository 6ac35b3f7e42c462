// `pnpm deploy:remote <remote> <folder> [--url <where that folder is served>]`: builds one remote
// into a new versioned folder and says how to point the running product at it (README, "Deploying
// one remote"). The shell is not rebuilt and the server not restarted.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRemoteInto, DeployError } from './lib/deploy-remote.ts';

const USAGE =
  'Usage: pnpm deploy:remote <remote> <folder> [--url <public URL of that folder>]\n' +
  'e.g.   pnpm deploy:remote listing /srv/remotes/listing/v2 --url http://127.0.0.1:4300/listing/v2';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' } },
});
const [name, folderArg] = positionals;
if (!name || !folderArg || positionals.length > 2) {
  console.error(USAGE);
  process.exit(2);
}
// pnpm runs scripts from the workspace root; a relative folder means the caller's directory.
const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArg);

try {
  const manifest = buildRemoteInto(name, folder);
  const manifestUrl = values.url
    ? `${values.url.replace(/\/+$/, '')}/mf-manifest.json`
    : `<the URL that serves ${folder}>/mf-manifest.json`;
  console.log(`
Built ${name} into ${folder} (${manifest}).
1. Serve the folder with CORS, e.g. pnpm serve:remotes <a parent folder> --port 4300
   (or any static server or CDN that sends Access-Control-Allow-Origin).
2. Point the registry at it: write REMOTES_FILE (a new file renamed over the old one) with
   {"${name}": "${manifestUrl}"}
   Page loads from a second later use it; no shell rebuild, no restart.
3. Point back: put the previous URL back in the file, or remove the "${name}" entry to serve
   this checkout's build again.`);
} catch (error) {
  console.error(error instanceof DeployError ? error.message : error);
  process.exit(1);
}
