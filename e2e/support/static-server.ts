import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRemotePreload, preloadTag } from '../../api/src/site/remote-preloads';
import { REMOTE_NAMES, remoteDist, shellDist } from './paths';

export interface ServedRequest {
  method: string;
  path: string;
  status: number;
  /** Bytes on the wire (gzip for text assets). */
  bytes: number;
  contentType: string;
}

export type ApiStub = (
  method: string,
  path: string,
  body: string,
) => { status?: number; body: unknown } | undefined;

export type RemoteFault = 'missing' | 'hang';

export interface StaticServerOptions {
  /** Overrides /remotes.json; default: every remote whose dist exists. */
  registry?: Record<string, string>;
  /** Answers /remotes.json only after this many ms (proves the first paint does not wait for it). */
  registryDelayMs?: number;
  /** Answers /api/*; unanswered calls get the default stubs below. */
  api?: ApiStub;
}

export interface StaticServer {
  origin: string;
  requests: ServedRequest[];
  /** Per remote, switchable while running: 'missing' answers 404, 'hang' never answers. */
  faults: Map<string, RemoteFault>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

const defaultApi: ApiStub = (_method, path) => {
  if (path.startsWith('/api/setting'))
    return { body: { isSuccess: true, message: 'ok', data: [] } };
  if (path.startsWith('/api/admin/suggestion')) {
    return { body: { isSuccess: true, message: 'ok', data: [], total: 0, page: 1, limit: 10 } };
  }
  return { status: 404, body: { isSuccess: false, message: 'Not found', code: 'NOT_FOUND' } };
};

function defaultRegistry(): Record<string, string> {
  return Object.fromEntries(
    REMOTE_NAMES.filter((name) => existsSync(join(remoteDist(name), 'mf-manifest.json'))).map(
      (name) => [name, `/remotes/${name}/mf-manifest.json`],
    ),
  );
}

/** Maps a URL path to a file, mimicking production: remotes under /remotes/<name>/, SPA fallback. */
function resolveFile(path: string): string | undefined {
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(path);
  const [root, relative] = remote
    ? [remoteDist(remote[1] ?? ''), remote[2] ?? '']
    : [shellDist, path.slice(1)];
  const file = normalize(join(root, relative));
  if (!file.startsWith(root)) return undefined;
  if (existsSync(file) && statSync(file).isFile()) return file;
  if (remote || extname(path) !== '') return undefined;
  return join(shellDist, 'index.html');
}

/** A tiny static server on an ephemeral port, shaped like `pnpm start`'s layout. */
export async function startStaticServer(options: StaticServerOptions = {}): Promise<StaticServer> {
  const requests: ServedRequest[] = [];
  const faults = new Map<string, RemoteFault>();
  const sockets = new Set<Socket>();
  const gzipCache = new Map<string, Buffer>();
  // The api's own logic: a remote route's page preloads its remote's manifest.
  const remotePreload = createRemotePreload(shellDist);
  const indexHtml = (path: string) => {
    const links = preloadTag(remotePreload(path, options.registry ?? defaultRegistry())?.manifest);
    return Buffer.from(
      readFileSync(join(shellDist, 'index.html'), 'utf8').replace('<head>', `<head>${links}`),
    );
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    contentType: string,
    body: Buffer,
    cache: string,
  ) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const compressible = COMPRESSIBLE.has(extname(path)) || contentType.includes('json');
    let payload = body;
    if (gzip && compressible) {
      const key = `${path}:${body.length}`;
      payload = gzipCache.get(key) ?? gzipSync(body);
      gzipCache.set(key, payload);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': cache });
    res.end(payload);
    requests.push({
      method: req.method ?? 'GET',
      path,
      status,
      bytes: payload.length,
      contentType,
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path.startsWith('/faults/hang/')) return; // accept, never answer
    if (path.startsWith('/faults/missing/')) {
      return send(req, res, 404, TYPES['.json'] as string, Buffer.from('{}'), 'no-cache');
    }
    const fault = faults.get(/^\/remotes\/([^/]+)\//.exec(path)?.[1] ?? '');
    if (fault === 'hang') return;
    if (fault === 'missing') {
      return send(req, res, 404, TYPES['.json'] as string, Buffer.from('{}'), 'no-cache');
    }
    if (path === '/remotes.json') {
      const registry = Buffer.from(JSON.stringify(options.registry ?? defaultRegistry()));
      const answer = () => send(req, res, 200, TYPES['.json'] as string, registry, 'no-cache');
      if (options.registryDelayMs) setTimeout(answer, options.registryDelayMs);
      else answer();
      return;
    }
    if (path.startsWith('/api/')) {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const answer = options.api?.(req.method ?? 'GET', path + url.search, body) ??
          defaultApi(req.method ?? 'GET', path, body) ?? { status: 404, body: {} };
        send(
          req,
          res,
          answer.status ?? 200,
          TYPES['.json'] as string,
          Buffer.from(JSON.stringify(answer.body)),
          'no-store',
        );
      });
      return;
    }
    const file = resolveFile(path);
    if (!file) return send(req, res, 404, 'text/plain', Buffer.from('Not found'), 'no-cache');
    const ext = extname(file);
    if (file === join(shellDist, 'index.html')) {
      return send(req, res, 200, TYPES['.html'] as string, indexHtml(path), 'no-cache');
    }
    const immutable = file.includes(`${'/static/'}`);
    send(
      req,
      res,
      200,
      TYPES[ext] ?? 'application/octet-stream',
      readFileSync(file),
      immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
