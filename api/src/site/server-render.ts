import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureFromAnswer } from 'shared/http/failure';
import { REMOTE_NAMES } from 'shared/remotes';
import { pageSessionOf } from '../plugins/app/auth/page-session';
import type { PageSessionClaims } from '../plugins/app/auth/token-service';
import { encodeAround, type HtmlPiece, joinWith } from './html-bytes';
import { createPageCache } from './page-cache';
import { isLocalIn } from './remote-registry';
import { createRenderWorkers, type RenderCode, type RenderedPage } from './render-workers';

type Registry = Record<string, string>;

/** How long a rendered page is served again before it is rendered anew (writes purge sooner). */
const PAGE_FRESH_MS = 60_000;
const PAGES_KEPT = 300;

/**
 * Kept pages are rendered with this in place of a nonce; each response puts its own nonce there.
 * Random per process: page content (escaped text) cannot know it.
 */
const NONCE_SLOT = `nonce-${randomBytes(16).toString('hex')}`;

/** A page as it is sent: a kept page's markup in bytes (see html-bytes.ts), a user's own as rendered. */
type ServedPage = Omit<RenderedPage, 'head' | 'root'> & { head: HtmlPiece; root: HtmlPiece };
/** A kept page, encoded once and cut at its nonce slots. */
type KeptPage = Omit<RenderedPage, 'head' | 'root'> & { head: Buffer[]; root: Buffer[] };

const keptForm = (page: RenderedPage): KeptPage => ({
  ...page,
  head: encodeAround(page.head, NONCE_SLOT),
  root: encodeAround(page.root, NONCE_SLOT),
});

const withNonce = (page: KeptPage, nonce: string): ServedPage => ({
  ...page,
  head: joinWith(page.head, nonce),
  root: joinWith(page.root, nonce),
});

/** The front end's sources compile with JSX for React, which the api's own tsconfig does not set. */
const SSR_TSCONFIG = path.join(import.meta.dirname, '..', '..', 'tsconfig.ssr.json');

/** One render thread per core beyond the request thread's (at least one). */
const RENDER_WORKERS = Math.max(1, availableParallelism() - 1);
/** Renders a worker holds at once; a page asked for beyond that is rendered by the browser. */
const RENDERS_PER_WORKER = 3;
const RENDER_TIMEOUT_MS = 3_000;

/** The shell's server build: the federation host that loads remotes' server builds by URL. */
const shellServerBuild = (staticRoot: string) =>
  path.join(staticRoot, 'shell', 'dist', 'server', 'renderPage.js');

/** Where the worker's code comes from (config.serverRenderFrom), or null when there is none. */
function renderCode(app: FastifyInstance, staticRoot: string): RenderCode | null {
  if (app.config.serverRenderFrom === 'build') {
    const shellBuild = shellServerBuild(staticRoot);
    if (existsSync(shellBuild)) return { from: 'build', shellBuild };
    app.log.warn(
      `No server rendering: ${shellBuild} is missing. Build the shell (pnpm build) and restart.`,
    );
    return null;
  }
  const shellEntry = path.join(staticRoot, 'shell', 'src', 'server', 'renderPage.tsx');
  if (!existsSync(shellEntry)) return null;
  const remoteEntries = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      path.join(staticRoot, 'remotes', name, 'src', 'server.ts'),
    ]).filter(([, entry]) => existsSync(entry as string)),
  );
  return { from: 'sources', tsconfig: SSR_TSCONFIG, shellEntry, remoteEntries };
}

/** A remote's server build sits in `server/` beside its browser manifest (rsbuild.base.ts). */
const serverEntryOf = (manifestUrl: string, origin: string) =>
  new URL('server/remoteEntry.js', new URL(manifestUrl, origin)).href;

/**
 * Server rendering of public pages, on worker threads (render-worker.mjs). From the build: the
 * shell's server build renders the page with each remote's server build, loaded from beside the
 * manifest the registry names for it (this server's own build, or another server's deploy), so
 * the HTML comes from the same version the browser then hydrates; a remote whose deploy has no
 * server build is left to the browser. From the sources (`pnpm dev`): only remotes served from this
 * checkout are rendered. The registry is read per page, so a re-pointed remote is rendered from
 * its new place at once.
 */
export function createServerRenderer(app: FastifyInstance, staticRoot: string) {
  const code = renderCode(app, staticRoot);
  if (!code) return null;
  const workers = createRenderWorkers({
    size: RENDER_WORKERS,
    perWorker: RENDERS_PER_WORKER,
    timeoutMs: RENDER_TIMEOUT_MS,
    workerData: code,
    onFailure: (url, error) =>
      app.log.error({ url, error }, 'server rendering failed; the browser renders the page'),
    onRemoteFailure: (remote, entry, error) =>
      app.log.warn(
        { remote, entry, error },
        `The server build of the ${remote} remote could not be loaded from ${entry}: its pages are rendered in the browser, and it is tried again in a minute. A deploy needs its server/ folder beside mf-manifest.json (pnpm deploy:remote builds both).`,
      ),
  });
  app.addHook('onClose', () => workers.close());

  /**
   * This server as the worker reaches it over HTTP, for the remotes served from its own build.
   * Kept once the server listens (its address does not change; asking costs a system call).
   */
  let listeningOrigin: string | undefined;
  const ownOrigin = () => {
    if (listeningOrigin) return listeningOrigin;
    const address = app.server.address();
    if (address === null || typeof address === 'string') return 'http://127.0.0.1';
    const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
    listeningOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    return listeningOrigin;
  };

  /** Remote -> its server build's URL (from the build), or the local remotes (from the sources). */
  const serverEntriesIn = (registry: Registry): Record<string, string> => {
    if (code.from === 'sources') {
      const local = Object.keys(code.remoteEntries).filter((name) => isLocalIn(registry, name));
      return Object.fromEntries(local.map((name) => [name, 'sources']));
    }
    const origin = ownOrigin();
    return Object.fromEntries(
      Object.entries(registry).map(([name, manifest]) => [name, serverEntryOf(manifest, origin)]),
    );
  };

  /**
   * GET /api/<path> in process, as the visitor (their IP for the rate limits): without
   * credentials, or with `bearer`, an access token of the signed-in user's page session.
   */
  const getJsonFor = (request: FastifyRequest, bearer?: string) => async (apiPath: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/${apiPath}`,
      headers: {
        accept: 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      remoteAddress: request.ip,
    });
    const body: unknown = response.json();
    // The same ApiFailure the browser's http client makes of an error answer.
    if (response.statusCode >= 400) throw failureFromAnswer(response.statusCode, body);
    return body;
  };

  /** The page's HTML, or null when it is not server-rendered (declined, or failed: logged). */
  const render = (request: FastifyRequest, language: string, registry: Registry) =>
    workers.render({
      url: new URL(request.url, 'http://localhost').href,
      nonce: NONCE_SLOT,
      language,
      serverEntries: serverEntriesIn(registry),
      getJson: getJsonFor(request),
    });

  /** A signed-in user's own page, rendered for them with a fresh access token of their session. */
  const renderForUser = async (
    request: FastifyRequest,
    nonce: string,
    language: string,
    registry: Registry,
    session: PageSessionClaims,
  ) => {
    const bearer = await app.tokens.signAccess(
      'user',
      session.userId,
      session.familyId,
      app.clock.now(),
    );
    return workers.render({
      url: new URL(request.url, 'http://localhost').href,
      nonce,
      language,
      serverEntries: serverEntriesIn(registry),
      userId: session.userId,
      getJson: getJsonFor(request, bearer),
    });
  };

  // Pages are rendered as a visitor without credentials: the same for everyone in one language.
  const pages = createPageCache<KeptPage>({
    clock: app.clock,
    freshMs: PAGE_FRESH_MS,
    maxEntries: PAGES_KEPT,
  });
  app.listingChanges.onChange(pages.purge);
  // A remote re-pointed in the registry is rendered here, or no longer, from the next request on.
  let lastRegistry: Registry | undefined;
  let lastRegistryText = '';
  const purgeOnRegistryChange = (registry: Registry) => {
    // The registry hands out the same object until it looks again (remote-registry.ts).
    if (registry === lastRegistry) return;
    lastRegistry = registry;
    const now = JSON.stringify(registry);
    if (now !== lastRegistryText) pages.purge();
    lastRegistryText = now;
  };

  /** `registry`: the remote registry as this response has it (`app.remotes.current()`). */
  return async (
    request: FastifyRequest,
    nonce: string,
    language: string,
    registry: Registry,
  ): Promise<ServedPage | null> => {
    purgeOnRegistryChange(registry);
    const page = await pages.get(`${language} ${request.url}`, async () => {
      const rendered = await render(request, language, registry);
      return rendered && keptForm(rendered);
    });
    if (page) return withNonce(page, nonce);
    // Not a public page (or declined): a signed-in user's own page is rendered for them alone.
    const session = await pageSessionOf(app, request);
    return session && renderForUser(request, nonce, language, registry, session);
  };
}
