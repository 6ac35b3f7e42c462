import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageFromCookie } from 'shared/i18n/languages';
import { createIndexHtml } from '../../site/index-html';
import { isPageRequest } from '../../site/page-request';
import { precompressFolder } from '../../site/precompress';
import { createRemotePreload, preloadTag } from '../../site/remote-preloads';
import { createRemoteSharePreloads, scriptPreloadTag } from '../../site/remote-share-preloads';
import { REMOTE_NAMES, type RemoteName, remoteDist } from '../../site/remotes';
import { createServerRenderer } from '../../site/server-render';

const NO_CACHE = 'no-cache';
/** A signed-in user's own page: kept by no cache, the browser's included. */
const PERSONAL = 'private, no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Rsbuild puts content-hashed files under static/; the entry points keep stable names. */
const isHashed = (file: string) =>
  /[\\/]static[\\/]/.test(file) && /\.[0-9a-f]{8,}\./.test(path.basename(file));

function cacheHeaders(reply: FastifyReply, file: string) {
  reply.header('cache-control', isHashed(file) ? IMMUTABLE : NO_CACHE);
}

/**
 * `pnpm start`: shell at /, remotes at /remotes/<name>/, the registry at /remotes.json (as
 * app.remotes has it now: REMOTES_FILE re-pointed takes effect on the next request).
 * Text assets are served gzip/brotli compressed: .gz/.br files are written beside each dist file once
 * (kept while newer than their source) and picked by Accept-Encoding.
 */
async function staticSitePlugin(app: FastifyInstance) {
  const root = app.config.staticRoot;
  for (const name of REMOTE_NAMES) {
    const dist = remoteDist(root, name);
    if (!existsSync(dist)) continue;
    await precompressFolder(dist);
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  app.get('/remotes.json', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return app.remotes.current();
  });

  const shellDist = path.join(root, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn(`No shell build at ${shellDist}: only /api is served (run the build first).`);
    return;
  }
  await precompressFolder(shellDist);
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  const recheckMs = app.config.siteRecheckMs;
  const indexHtml = createIndexHtml(path.join(shellDist, 'index.html'), recheckMs);
  const remotePreload = createRemotePreload(shellDist, recheckMs);
  const remoteSharePreloads = createRemoteSharePreloads(
    shellDist,
    (name) =>
      REMOTE_NAMES.find((known) => known === name)
        ? remoteDist(root, name as RemoteName)
        : undefined,
    recheckMs,
  );
  const renderOnServer = createServerRenderer(app, root);
  // Built (and compressed) per response: the page carries the nonce of its own CSP header, a remote route the
  // preload link of its remote's manifest, and a public listing page its server-rendered HTML.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const registry = app.remotes.current();
    const remote = remotePreload(pathname, registry);
    const shareChunks = remote ? remoteSharePreloads(remote.remote, remote.manifest) : [];
    const nonce = reply.styleNonce;
    // The visitor's language (the `lang` cookie the header's switch sets): the server-rendered
    // page is in it and so is <html lang>, for a page the browser renders too.
    const language = languageFromCookie(request.headers.cookie);
    const rendered =
      request.method === 'GET' ? await renderOnServer?.(request, nonce, language, registry) : null;
    return reply
      .code(rendered?.status ?? 200)
      .header('cache-control', rendered?.personal ? PERSONAL : NO_CACHE)
      .type('text/html; charset=utf-8')
      .compress(
        indexHtml({
          nonce,
          head: [
            `${preloadTag(remote?.manifest)}${shareChunks.map(scriptPreloadTag).join('')}`,
            rendered?.head ?? '',
          ],
          root: rendered?.root ?? '',
          title: rendered?.title,
          lang: language,
        }),
      );
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.siteFallback = sendIndex;
  // A page's path goes straight to the page: through the static files' catch-all it would cost a
  // directory read and a stat per request (looking for a file of that name) before the fallback.
  // A preHandler: @fastify/compress gives the reply its compress() in the route's own hooks.
  app.addHook('preHandler', async (request, reply) => {
    if (request.url !== '/' && isPageRequest(request)) {
      await sendIndex(request, reply);
      return reply;
    }
  });
}

export default fp(staticSitePlugin, { name: 'static-site', dependencies: ['error-handler'] });
