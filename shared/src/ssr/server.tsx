/// <reference path="./jsdom.d.ts" />
// Server only (the api's and the benchmarks' server entries import it; never bundled for the
// browser): renders a server page to the HTML, styles and data a page carries for hydration.
import { type GriffelRenderer, renderToStyleElements } from '@fluentui/react-components';
import { allSettled, fork, type Scope } from 'effector';
import { JSDOM } from 'jsdom';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { $persistedStateReady } from '../auth';
import { signedInState } from './signedIn';

export { signedInAuthState } from './signedIn';

let window: (Window & typeof globalThis) | undefined;

/**
 * The server's one DOM window (jsdom's, made on first use), for what needs a DOM there, like
 * DOMPurify. In the server builds this module is a share: a remote's server build uses the
 * host's, so it carries no Node package of its own to resolve where it is loaded.
 */
export function serverWindow(): Window & typeof globalThis {
  window ??= new JSDOM('').window;
  return window;
}

import { CollectDocumentTitle, documentTitle, type TitleCollector } from './documentTitle';
import { RENDERED_FOR_KEY, serverStateScript } from './state';
import type { ServerPage, ServerPageContext } from './types';
import { withRulesUsedIn, withThemeVariablesUsedIn } from './usedStyles';

/**
 * What goes into index.html: `head` (styles, data) in <head>, `root` inside <div id="root">,
 * `title` as its <title> (the page's `useDocumentTitle`).
 */
export type RenderedHtml = { head: string; root: string; title: string };

/** The app's tree for one page: its scope, and a router at the page's URL. */
export type ServerApp = (scope: Scope, Router: ComponentType<{ children: ReactNode }>) => ReactNode;

/**
 * Fluent writes its theme's CSS variables in a <style> inside the provider's element on the
 * server only; the browser puts them in <head>. Moved to <head> here, hydration finds the same
 * tree in both. The element is Fluent's own (theme tokens), never page content.
 */
const THEME_STYLE = /<style[^>]*\bid="fui-FluentProvider[^"]*"[^>]*>[^<]*<\/style>/;

/**
 * React writes its resource hints (the `<link rel="preload" as="image">` of a photo with
 * fetchPriority high, the logo) first in a render without <html>, so inside <div id="root">, after
 * the head's styles: the preload scanner met the page's largest photo 70 KB into the page. Moved to
 * the start of <head>; hydration skips hoisted links, so the root is the same tree without them.
 */
const LEADING_RESOURCE_LINKS = /^(?:<link\b[^>]*>)+/;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/**
 * The page rendered as the browser will hydrate it: its first data prepared through its own model,
 * the app rendered from a scope holding those values (with the persisted state read, as the
 * browser reads it before hydrating), its Griffel styles (`renderer` is the one the tree renders
 * with) and the values as `server-state`. Rejects when any part of the tree failed to render.
 */
export async function renderServerPage(
  page: Pick<ServerPage, 'prepare'>,
  context: ServerPageContext,
  renderer: GriffelRenderer,
  app: ServerApp,
): Promise<RenderedHtml> {
  const prepared = (await page.prepare?.(context)) ?? {};
  const values = context.userId ? { ...prepared, [RENDERED_FOR_KEY]: context.userId } : prepared;
  const scope = fork({ values });
  if (context.userId) await signedInState(scope, context.userId);
  await allSettled($persistedStateReady, { scope, params: true });
  const location = `${context.url.pathname}${context.url.search}`;
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );

  const errors: unknown[] = [];
  const titles: TitleCollector = { title: null };
  const tree = <CollectDocumentTitle collector={titles}>{app(scope, Router)}</CollectDocumentTitle>;
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, complete: no inline <script> to reveal outlined content (the CSP
    // allows none), and the page is whole when it arrives.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await streamToString(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${location} failed.`);
  const resourceLinks = LEADING_RESOURCE_LINKS.exec(html)?.[0] ?? '';
  const body = html.slice(resourceLinks.length);
  const themeStyle = THEME_STYLE.exec(body)?.[0] ?? '';
  const root = themeStyle ? body.replace(themeStyle, '') : body;
  const styles = renderToStaticMarkup(renderToStyleElements(withRulesUsedIn(renderer, root)));
  const usedTheme = withThemeVariablesUsedIn(themeStyle, `${styles}${root}`);
  return {
    head: `${resourceLinks}${usedTheme}${styles}${serverStateScript(values)}`,
    root,
    title: titles.title ?? documentTitle(null),
  };
}
