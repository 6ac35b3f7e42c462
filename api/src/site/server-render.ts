import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureFromAnswer } from 'shared/http/failure';
import { REMOTE_NAMES } from 'shared/remotes';
import { pageSessionOf } from '../plugins/app/auth/page-session';
import type { PageSessionClaims } from '../plugins/app/auth/token-service';
import { createPageCache } from './page-cache';
import { isLocalIn } from './remote-registry';
import { createRenderWorkers, type RenderedPage } from './render-workers';

type Registry = Record<string, string>;

/** How long a rendered page is served again before it is rendered anew (writes purge sooner). */
const PAGE_FRESH_MS = 60_000;
const PAGES_KEPT = 300;

/**
 * Kept pages are rendered with this in place of a nonce; each response puts its own nonce there.
 * Random per process: page content (escaped text) cannot know it.
 */
const NONCE_SLOT = `nonce-${randomBytes(16).toString('hex')}`;

const withNonce = (page: RenderedPage, nonce: string): RenderedPage => ({
  ...page,
  head: page.head.replaceAll(NONCE_SLOT, nonce),
  root: page.root.replaceAll(NONCE_SLOT, nonce),
});

/** The front end's sources compile with JSX for React, which the api's own tsconfig does not set. */
const SSR_TSCONFIG = path.join(import.meta.dirname, '..', '..', 'tsconfig.ssr.json');

/** One render thread per core beyond the request thread's (at least one). */
const RENDER_WORKERS = Math.max(1, availableParallelism() - 1);
/** Renders a worker holds at once; a page asked for beyond that is rendered by the browser. */
const RENDERS_PER_WORKER = 3;
const RENDER_TIMEOUT_MS = 3_000;

/**
 * Server rendering of public pages, on worker threads (render-worker.mjs): the shell's server
 * entry renders the page with the remote's server entry, both imported from this checkout's
 * sources. A remote whose registry entry points elsewhere (REMOTE_<NAME>_URL, REMOTES_FILE) is left
 * to the browser: the HTML must come from the same code the browser then hydrates. Which remotes
 * are local is asked per page, so a remote re-pointed while the server runs stops (or starts
 * again) being rendered here at once.
 */
export function createServerRenderer(app: FastifyInstance, staticRoot: string) {
  const shellEntry = path.join(staticRoot, 'shell', 'src', 'server', 'renderPage.tsx');
  if (!existsSync(shellEntry)) return null;
  const remoteEntries = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      path.join(staticRoot, 'remotes', name, 'src', 'server.ts'),
    ]).filter(([, entry]) => existsSync(entry as string)),
  );
  const workers = createRenderWorkers({
    size: RENDER_WORKERS,
    perWorker: RENDERS_PER_WORKER,
    timeoutMs: RENDER_TIMEOUT_MS,
    workerData: { tsconfig: SSR_TSCONFIG, shellEntry, remoteEntries },
    onFailure: (url, error) =>
      app.log.error({ url, error }, 'server rendering failed; the browser renders the page'),
  });
  app.addHook('onClose', () => workers.close());

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
      localRemotes: Object.keys(remoteEntries).filter((name) => isLocalIn(registry, name)),
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
      localRemotes: Object.keys(remoteEntries).filter((name) => isLocalIn(registry, name)),
      userId: session.userId,
      getJson: getJsonFor(request, bearer),
    });
  };

  // Pages are rendered as a visitor without credentials: the same for everyone in one language.
  const pages = createPageCache<RenderedPage>({
    clock: app.clock,
    freshMs: PAGE_FRESH_MS,
    maxEntries: PAGES_KEPT,
  });
  app.listingChanges.onChange(pages.purge);
  // A remote re-pointed in the registry is rendered here, or no longer, from the next request on.
  let lastRegistry = '';
  const purgeOnRegistryChange = (registry: Registry) => {
    const now = JSON.stringify(registry);
    if (now !== lastRegistry) pages.purge();
    lastRegistry = now;
  };

  /** `registry`: the remote registry as this response has it (`app.remotes.current()`). */
  return async (
    request: FastifyRequest,
    nonce: string,
    language: string,
    registry: Registry,
  ): Promise<RenderedPage | null> => {
    purgeOnRegistryChange(registry);
    const page = await pages.get(`${language} ${request.url}`, () =>
      render(request, language, registry),
    );
    if (page) return withNonce(page, nonce);
    // Not a public page (or declined): a signed-in user's own page is rendered for them alone.
    const session = await pageSessionOf(app, request);
    return session && renderForUser(request, nonce, language, registry, session);
  };
}
