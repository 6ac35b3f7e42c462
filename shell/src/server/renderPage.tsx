// The shell's page renderer: built for Node into dist/server/ (index.ts, the federation host the
// api's render worker loads; `pnpm dev` imports it through tsx), it renders a page as HTML that
// the browser hydrates. See README "Server rendering".
import { createDOMRenderer } from '@fluentui/react-components';
import { matchPath } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  I18N_STATE_ID,
  i18nState,
  isLanguage,
  LanguageProvider,
  loadLanguage,
} from 'shared/i18n';
import { jsonScript, type ServerPage, type ServerPageContext } from 'shared/ssr';
import { type RenderedHtml, renderServerPage, serverWindow } from 'shared/ssr/server';
import { AppFrame } from '../app/App';
import { RenderingOnServer } from '../app/renderingOnServer';
import { findFooterItem } from '../features/footer/model';
import {
  $serverRenderedSections,
  HOME_SECTIONS,
  type HomeSection,
  sectionKey,
} from '../pages/home/serverSections';
import { sanitizeWithWindow } from '../pages/static-page/sanitize';
import type { RemoteModuleLoader } from '../remotes/RemoteLoaderContext';
import { RemoteLoaderContext } from '../remotes/RemoteLoaderContext';
import { type RouteEntry, routeTable } from '../routes/table';
import { prepareSiteChrome } from './siteChrome';

sanitizeWithWindow(serverWindow());

export type RenderPageOptions = ServerPageContext & {
  /** This response's CSP style nonce: every <style> the page carries gets it. */
  nonce: string;
  /** The visitor's language (their `lang` cookie): the page is rendered in it. */
  language: string;
  /** A remote's server page, or undefined when that remote is not rendered on this server. */
  serverPage: (remote: string, module: string) => Promise<ServerPage | undefined>;
};

/**
 * What goes into index.html: `head` after the CSP meta, `root` inside <div id="root">; `status`
 * is 404 for a path that is neither a route nor a footer page; `personal` for a signed-in user's
 * own page (never kept for others, never cached by the browser).
 */
export type RenderedPage = RenderedHtml & { status: number; personal: boolean };

/** The route the browser's router would pick (the catch-all last). */
function routeAt(pathname: string): RouteEntry | undefined {
  return (
    routeTable.find(
      (entry) => entry.path !== '*' && matchPath({ path: entry.path, end: true }, pathname),
    ) ?? routeTable.find((entry) => entry.path === '*')
  );
}

/** A remote module this render has the server page of. */
type RenderedRemote = HomeSection & { page: ServerPage };

/**
 * The server renders no remote but the page's own and the home page's sections it could prepare:
 * one the page needs later loads in the browser.
 */
function loaderFor(rendered: readonly RenderedRemote[]): RemoteModuleLoader {
  return async (remote, module) => {
    const found = rendered.find((each) => each.remote === remote && each.module === module);
    if (!found) throw new Error(`${remote}/${module} is not rendered on the server.`);
    return { default: found.page.Component };
  };
}

/** The home page's sections whose remotes this server renders, with their first data. */
async function prepareHomeSections(
  route: RouteEntry,
  context: ServerPageContext,
  serverPage: RenderPageOptions['serverPage'],
): Promise<{ sections: RenderedRemote[]; values: Record<string, unknown> }> {
  if (route.kind !== 'shell' || route.page !== 'home') return { sections: [], values: {} };
  const sections: RenderedRemote[] = [];
  for (const section of HOME_SECTIONS) {
    const page = await serverPage(section.remote, section.module);
    if (page) sections.push({ ...section, page });
  }
  const prepared = await Promise.all(sections.map(({ page }) => page.prepare?.(context)));
  return {
    sections,
    values: Object.assign(
      { [$serverRenderedSections.sid as string]: sections.map(sectionKey) },
      ...prepared,
    ),
  };
}

/**
 * The page at `url` as HTML plus its styles and data, or null when it is left to the browser.
 * Public pages, and a user's own pages when the server knows the user (`userId`, from their page
 * session); the poster and admin guards decide in the browser.
 */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage | null> {
  const { url, nonce, serverPage, getJson, language, userId } = options;
  const route = routeAt(url.pathname);
  const personal = route?.guard === 'user' && userId !== undefined;
  if (!route || (route.guard !== 'public' && !personal)) return null;
  const page = route.kind === 'remote' ? await serverPage(route.remote, route.module) : undefined;
  if (route.kind === 'remote' && !page) return null;
  const context = { url, getJson, ...(personal ? { userId } : {}) };

  const [chrome, values, home] = await Promise.all([
    prepareSiteChrome({ url, getJson }),
    page?.prepare?.(context),
    prepareHomeSections(route, context, serverPage),
  ]);
  let status = 200;
  if (route.kind === 'shell' && route.page === 'static-page-or-not-found') {
    // Whether the path is a footer page is known only once the footer was read.
    if (!chrome.footerItems) return null;
    if (!findFooterItem(chrome.footerItems, url.pathname)) status = 404;
  }

  const renderer = createDOMRenderer(undefined, { styleElementAttributes: { nonce } });
  // This request's language (requests in other languages render at the same time); the page
  // carries the texts it used, so the browser hydrates with the same words.
  const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  await loadLanguage(lng);
  const prepared = { prepare: async () => ({ ...chrome.values, ...home.values, ...values }) };
  const renderedRemotes = [
    ...(route.kind === 'remote' && page
      ? [{ remote: route.remote, module: route.module, page }]
      : []),
    ...home.sections,
  ];
  const rendered = await renderServerPage(prepared, context, renderer, (scope, Router) => (
    <RenderingOnServer.Provider value>
      <LanguageProvider language={lng}>
        <RemoteLoaderContext.Provider value={loaderFor(renderedRemotes)}>
          <AppFrame scope={scope} renderer={renderer} targetDocument={undefined} Router={Router} />
        </RemoteLoaderContext.Provider>
      </LanguageProvider>
    </RenderingOnServer.Provider>
  ));
  return {
    ...rendered,
    head: `${rendered.head}${jsonScript(I18N_STATE_ID, i18nState(lng))}`,
    status,
    personal,
  };
}
