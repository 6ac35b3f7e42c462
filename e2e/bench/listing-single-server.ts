import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { workspaceRoot } from '../support/paths';

type RenderSinglePage = (context: {
  url: URL;
  getJson: (path: string) => Promise<unknown>;
}) => Promise<{ head: string; root: string } | null>;

/** The single app's server entry, compiled by tsx with JSX for React (as the api loads the shell's). */
async function loadSingleRenderer(): Promise<RenderSinglePage> {
  const loader = register({
    namespace: 'single-app',
    tsconfig: join(import.meta.dirname, 'tsconfig.ssr.json'),
  });
  const entry = join(workspaceRoot, 'remotes/listing/src/single/server.tsx');
  const module = (await loader.import(pathToFileURL(entry).href, import.meta.url)) as {
    renderSinglePage: RenderSinglePage;
  };
  return module.renderSinglePage;
}

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

/**
 * Serves the single-app build and forwards /api/* to the running product. The listing pages are
 * rendered on the server with the listing remote's own server pages (their data from the product's
 * api), as the product renders them; other paths get the plain index.html.
 */
export async function serveSingleApp(distDir: string, productOrigin: string) {
  const compress = await productCompresses(productOrigin);
  const renderSinglePage = await loadSingleRenderer();
  const api = new URL(productOrigin);
  const sockets = new Set<Socket>();
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const getJson = async (path: string) => {
    const response = await fetch(new URL(`/api/${path}`, productOrigin));
    const body = (await response.json()) as { message?: string };
    if (!response.ok) throw { success: false, status: response.status, message: body.message };
    return body;
  };

  const send = (req: IncomingMessage, res: ServerResponse, ext: string, content: Buffer) => {
    let body = content;
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
  };

  const renderPage = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = await renderSinglePage({ url, getJson });
    const html = page
      ? indexHtml
          .replace('</head>', `${page.head}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${page.root}</div>`)
      : indexHtml;
    send(req, res, '.html', Buffer.from(html));
  };

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
    const file = normalize(join(distDir, path));
    if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) {
      renderPage(req, res).catch((error: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`Rendering failed: ${error.message}`);
      });
      return;
    }
    send(req, res, extname(file), readFileSync(file));
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
