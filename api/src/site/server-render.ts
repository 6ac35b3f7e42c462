import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureFromAnswer } from 'shared/http/failure';
import { isRemoteName } from 'shared/remotes';
import { type NamespacedUnregister, register } from 'tsx/esm/api';
import { createPageCache } from './page-cache';

/** The parts of shell/src/server/renderPage.tsx and shared/ssr the api deals in (no React types here). */
type RenderedPage = { head: string; root: string; title?: string; status: number };
type ServerPages = Partial<Record<string, unknown>>;
type ShellServerEntry = {
  renderPage(options: {
    url: URL;
    nonce: string;
    getJson: (path: string) => Promise<unknown>;
    language: string;
    serverPage: (remote: string, module: string) => Promise<unknown>;
  }): Promise<RenderedPage | null>;
};

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

let frontEndLoader: NamespacedUnregister | undefined;

/**
 * One loader namespace for every server entry: the shell's and a remote's imports of React,
 * the router and `shared` must resolve to the same module instances, as in the browser.
 */
function importSource<T>(file: string): Promise<T> {
  frontEndLoader ??= register({ namespace: 'server-render', tsconfig: SSR_TSCONFIG });
  return frontEndLoader.import(pathToFileURL(file).href, import.meta.url) as Promise<T>;
}

/**
 * Server rendering of public remote pages: the shell's server entry renders the page with the
 * remote's server entry, both imported from this checkout's sources. A remote whose registry
 * entry points elsewhere (REMOTE_<NAME>_URL, REMOTES_FILE) is left to the browser: the HTML must
 * come from the same code the browser then hydrates. `isLocal` is asked per page, so a remote
 * re-pointed while the server runs stops (or starts again) being rendered here at once.
 */
export function createServerRenderer(
  app: FastifyInstance,
  staticRoot: string,
  isLocal: (remote: string) => boolean,
) {
  const shellEntry = path.join(staticRoot, 'shell', 'src', 'server', 'renderPage.tsx');
  if (!existsSync(shellEntry)) return null;
  let shell: Promise<ShellServerEntry> | undefined;
  const remotes = new Map<string, Promise<ServerPages | undefined>>();

  const remotePages = (remote: string): Promise<ServerPages | undefined> => {
    if (!isRemoteName(remote) || !isLocal(remote)) {
      return Promise.resolve(undefined);
    }
    let pages = remotes.get(remote);
    if (!pages) {
      const entry = path.join(staticRoot, 'remotes', remote, 'src', 'server.ts');
      pages = existsSync(entry)
        ? importSource<{ serverPages: ServerPages }>(entry).then((module) => module.serverPages)
        : Promise.resolve(undefined);
      remotes.set(remote, pages);
    }
    return pages;
  };

  /** GET /api/<path> in process, as the visitor (their IP for the rate limits, no credentials). */
  const getJsonFor = (request: FastifyRequest) => async (apiPath: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/${apiPath}`,
      headers: { accept: 'application/json' },
      remoteAddress: request.ip,
    });
    const body: unknown = response.json();
    // The same ApiFailure the browser's http client makes of an error answer.
    if (response.statusCode >= 400) throw failureFromAnswer(response.statusCode, body);
    return body;
  };

  /** The page's HTML, or null when it is not server-rendered (or rendering failed: logged). */
  const render = async (request: FastifyRequest, language: string) => {
    const url = new URL(request.url, 'http://localhost');
    try {
      shell ??= importSource<ShellServerEntry>(shellEntry);
      const { renderPage } = await shell;
      return await renderPage({
        url,
        nonce: NONCE_SLOT,
        language,
        getJson: getJsonFor(request),
        serverPage: async (remote, module) => (await remotePages(remote))?.[module],
      });
    } catch (error) {
      request.log.error(
        { err: error, url: url.pathname },
        'server rendering failed; the browser renders the page',
      );
      return null;
    }
  };

  // Pages are rendered as a visitor without credentials: the same for everyone in one language.
  const pages = createPageCache<RenderedPage>({
    clock: app.clock,
    freshMs: PAGE_FRESH_MS,
    maxEntries: PAGES_KEPT,
  });
  app.listingChanges.onChange(pages.purge);
  // A remote re-pointed in the registry is rendered here, or no longer, from the next request on.
  let registry = '';
  const purgeOnRegistryChange = () => {
    const now = JSON.stringify(app.remotes.current());
    if (now !== registry) pages.purge();
    registry = now;
  };

  return async (
    request: FastifyRequest,
    nonce: string,
    language: string,
  ): Promise<RenderedPage | null> => {
    purgeOnRegistryChange();
    const page = await pages.get(`${language} ${request.url}`, () => render(request, language));
    return page && withNonce(page, nonce);
  };
}
