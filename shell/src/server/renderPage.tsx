// The shell's server entry: the api imports it (through tsx, never bundled for the browser) to
// render a public remote page as HTML that the browser hydrates. See README "Server rendering".
import { createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import { allSettled, fork } from 'effector';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { $persistedStateReady } from 'shared/auth';
import { type ServerPage, type ServerPageContext, serverStateScript } from 'shared/ssr';
import { AppFrame } from '../app/App';
import type { RemoteModuleLoader } from '../remotes/RemoteLoaderContext';
import { RemoteLoaderContext } from '../remotes/RemoteLoaderContext';
import { type RemoteRoute, routeTable } from '../routes/table';

export type RenderPageOptions = ServerPageContext & {
  /** This response's CSP style nonce: every <style> the page carries gets it. */
  nonce: string;
  /** A remote's server page, or undefined when that remote is not rendered on this server. */
  serverPage: (remote: string, module: string) => Promise<ServerPage | undefined>;
};

/** What goes into index.html: `head` after the CSP meta, `root` inside <div id="root">. */
export type RenderedPage = { head: string; root: string };

/** Only public pages: a guarded page depends on a user the server does not know. */
function publicRemoteRouteAt(pathname: string): RemoteRoute | undefined {
  const route = routeTable.find(
    (entry) => entry.path !== '*' && matchPath({ path: entry.path, end: true }, pathname),
  );
  return route?.kind === 'remote' && route.guard === 'public' ? route : undefined;
}

/**
 * Fluent writes its theme's CSS variables in a <style> inside the provider's element on the
 * server only; the browser puts them in <head>. Moved to <head> here, hydration finds the same
 * tree in both. The element is Fluent's own (theme tokens), never page content.
 */
const THEME_STYLE = /<style[^>]*\bid="fui-FluentProvider[^"]*"[^>]*>[^<]*<\/style>/;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** The page at `url` as HTML plus its styles and data, or null when it is left to the browser. */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage | null> {
  const { url, nonce, serverPage, getJson } = options;
  const route = publicRemoteRouteAt(url.pathname);
  if (!route) return null;
  const page = await serverPage(route.remote, route.module);
  if (!page) return null;

  const values = (await page.prepare?.({ url, getJson })) ?? {};
  const scope = fork({ values });
  // The browser reads its persisted state before it hydrates (bootstrap.tsx); the server has none.
  await allSettled($persistedStateReady, { scope, params: true });

  const loader: RemoteModuleLoader = async (remote, module) => {
    const found = remote === route.remote && module === route.module ? page : undefined;
    if (!found) throw new Error(`${remote}/${module} is not rendered on the server.`);
    return { default: found.Component };
  };
  const location = `${url.pathname}${url.search}`;
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const renderer = createDOMRenderer(undefined, { styleElementAttributes: { nonce } });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <RemoteLoaderContext.Provider value={loader}>
      <AppFrame scope={scope} renderer={renderer} targetDocument={undefined} Router={Router} />
    </RemoteLoaderContext.Provider>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, complete: no inline <script> to reveal outlined content (the CSP
      // allows none), and the page is whole when it arrives.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamToString(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${location} failed.`);

  const themeStyle = THEME_STYLE.exec(html)?.[0] ?? '';
  const styles = renderToStaticMarkup(renderToStyleElements(renderer));
  return {
    head: `${themeStyle}${styles}${serverStateScript(values)}`,
    root: themeStyle ? html.replace(themeStyle, '') : html,
  };
}
