// Server only (the api's and the benchmarks' server entries import it; never bundled for the
// browser): renders an app tree to the HTML and styles a page carries for hydration.
import { type GriffelRenderer, renderToStyleElements } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** What goes into index.html: `head` (styles) in <head>, `root` inside <div id="root">. */
export type RenderedHtml = { head: string; root: string };

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

/**
 * The tree's complete HTML and the Griffel styles it used (`renderer` is the one the tree renders
 * with). Rejects when any part of the tree failed to render.
 */
export async function renderToHtml(
  tree: ReactNode,
  renderer: GriffelRenderer,
): Promise<RenderedHtml> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, complete: no inline <script> to reveal outlined content (the CSP
    // allows none), and the page is whole when it arrives.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await streamToString(prelude);
  if (errors.length > 0) throw new AggregateError(errors, 'Server rendering failed.');
  const themeStyle = THEME_STYLE.exec(html)?.[0] ?? '';
  const styles = renderToStaticMarkup(renderToStyleElements(renderer));
  return {
    head: `${themeStyle}${styles}`,
    root: themeStyle ? html.replace(themeStyle, '') : html,
  };
}
