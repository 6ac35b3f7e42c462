import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Whether the product compresses its scripts: the single app is served the same way. */
async function productCompresses(productOrigin: string): Promise<boolean> {
  const html = await (await fetch(`${productOrigin}/property-listing`)).text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!script) return false;
  const response = await fetch(new URL(script, productOrigin), {
    headers: { 'accept-encoding': 'gzip, br' },
  });
  return response.headers.has('content-encoding');
}

/** Serves the single-app build (SPA fallback) and forwards /api/* to the running product. */
export async function serveSingleApp(distDir: string, productOrigin: string) {
  const compress = await productCompresses(productOrigin);
  const api = new URL(productOrigin);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/api/')) {
      const upstream = request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
      return;
    }
    let file = normalize(join(distDir, path));
    if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) {
      file = join(distDir, 'index.html');
    }
    const ext = extname(file);
    let body = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    };
    if (compress && ext in TYPES && /gzip/.test(String(req.headers['accept-encoding']))) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    compress,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
