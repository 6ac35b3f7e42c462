// The single-app baseline's server entry (e2e/bench/listing-single-server.ts imports it through
// tsx): the listing pages rendered as HTML with the listing remote's own server pages, exactly as
// the product's shell renders them, so the benchmark compares federation and nothing else.
import { createDOMRenderer } from '@fluentui/react-components';
import { allSettled, fork } from 'effector';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { $persistedStateReady } from 'shared/auth';
import { type ServerPageContext, serverStateScript } from 'shared/ssr';
import { type RenderedHtml, renderToHtml } from 'shared/ssr/render';
import { serverPages } from '../server';
import { SingleApp } from './SingleApp';

const pageAt = (pathname: string) =>
  pathname === '/property-listing'
    ? serverPages.ListingPage
    : /^\/property\/details\/[^/]+$/.test(pathname)
      ? serverPages.PropertyDetailsPage
      : undefined;

/** The page at `url` as HTML plus its styles and data, or null for any other path. */
export async function renderSinglePage(context: ServerPageContext): Promise<RenderedHtml | null> {
  const page = pageAt(context.url.pathname);
  if (!page) return null;
  const values = (await page.prepare?.(context)) ?? {};
  const scope = fork({ values });
  await allSettled($persistedStateReady, { scope, params: true });
  const location = `${context.url.pathname}${context.url.search}`;
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const renderer = createDOMRenderer(undefined);
  const { head, root } = await renderToHtml(
    <SingleApp scope={scope} renderer={renderer} targetDocument={undefined} Router={Router} />,
    renderer,
  );
  return { head: `${head}${serverStateScript(values)}`, root };
}
