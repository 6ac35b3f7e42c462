// The shell's server entry: the api imports it (through tsx, never bundled for the browser) to
// render a public remote page as HTML that the browser hydrates. See README "Server rendering".
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
import { type RenderedHtml, renderServerPage } from 'shared/ssr/server';
import { AppFrame } from '../app/App';
import type { RemoteModuleLoader } from '../remotes/RemoteLoaderContext';
import { RemoteLoaderContext } from '../remotes/RemoteLoaderContext';
import { type RemoteRoute, routeTable } from '../routes/table';

export type RenderPageOptions = ServerPageContext & {
  /** This response's CSP style nonce: every <style> the page carries gets it. */
  nonce: string;
  /** The visitor's language (their `lang` cookie): the page is rendered in it. */
  language: string;
  /** A remote's server page, or undefined when that remote is not rendered on this server. */
  serverPage: (remote: string, module: string) => Promise<ServerPage | undefined>;
};

/** What goes into index.html: `head` after the CSP meta, `root` inside <div id="root">. */
export type RenderedPage = RenderedHtml;

/** Only public pages: a guarded page depends on a user the server does not know. */
function publicRemoteRouteAt(pathname: string): RemoteRoute | undefined {
  const route = routeTable.find(
    (entry) => entry.path !== '*' && matchPath({ path: entry.path, end: true }, pathname),
  );
  return route?.kind === 'remote' && route.guard === 'public' ? route : undefined;
}

/** The page at `url` as HTML plus its styles and data, or null when it is left to the browser. */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage | null> {
  const { url, nonce, serverPage, getJson, language } = options;
  const route = publicRemoteRouteAt(url.pathname);
  if (!route) return null;
  const page = await serverPage(route.remote, route.module);
  if (!page) return null;

  const loader: RemoteModuleLoader = async (remote, module) => {
    const found = remote === route.remote && module === route.module ? page : undefined;
    if (!found) throw new Error(`${remote}/${module} is not rendered on the server.`);
    return { default: found.Component };
  };
  const renderer = createDOMRenderer(undefined, { styleElementAttributes: { nonce } });
  // This request's language (requests in other languages render at the same time); the page
  // carries the texts it used, so the browser hydrates with the same words.
  const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  await loadLanguage(lng);
  const rendered = await renderServerPage(page, { url, getJson }, renderer, (scope, Router) => (
    <LanguageProvider language={lng}>
      <RemoteLoaderContext.Provider value={loader}>
        <AppFrame scope={scope} renderer={renderer} targetDocument={undefined} Router={Router} />
      </RemoteLoaderContext.Provider>
    </LanguageProvider>
  ));
  return { ...rendered, head: `${rendered.head}${jsonScript(I18N_STATE_ID, i18nState(lng))}` };
}
