import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Rsbuild puts content-hashed files under static/; the manifest and remoteEntry.js keep their names. */
const isHashed = (file: string) =>
  file.includes(`${sep}static${sep}`) && /\.[0-9a-f]{8,}\./.test(file);

/** The file under `root` a request path names, or undefined (outside it, or not a valid path). */
function fileOf(root: string, url: string): string | undefined {
  try {
    const file = normalize(
      join(root, decodeURIComponent(new URL(url, 'http://localhost').pathname)),
    );
    return file.startsWith(root + sep) ? file : undefined;
  } catch {
    return undefined;
  }
}

export interface FolderServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the files under `root` (versioned remote builds) to the shell on another origin: CORS
 * for every origin (the runtime fetches the manifest with fetch(), the chunks as scripts), hashed
 * files cached for a year, the rest revalidated. Nothing outside `root`, no listings.
 */
export async function serveFolder(
  folder: string,
  port = 0,
  host = '127.0.0.1',
): Promise<FolderServer> {
  const root = resolve(folder);
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    const file = fileOf(root, request.url ?? '/');
    const found = file !== undefined && existsSync(file) && statSync(file).isFile();
    if (!found || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
