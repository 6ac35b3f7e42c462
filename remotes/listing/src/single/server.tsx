// The single-app baseline's server entry (e2e/bench/listing-single-server.ts imports it through
// tsx): the listing pages rendered as HTML with the listing remote's own server pages, exactly as
// the product's shell renders them, so the benchmark compares federation and nothing else.
import { createDOMRenderer } from '@fluentui/react-components';
import { matchPath } from 'react-router-dom';
import type { ServerPageContext } from 'shared/ssr';
import { type RenderedHtml, renderServerPage } from 'shared/ssr/server';
import { serverPages } from '../server';
import { SINGLE_ROUTES, SingleApp } from './SingleApp';

/** The page at `url` as HTML plus its styles and data, or null for any other path. */
export async function renderSinglePage(context: ServerPageContext): Promise<RenderedHtml | null> {
  const route = SINGLE_ROUTES.find(({ path }) =>
    matchPath({ path, end: true }, context.url.pathname),
  );
  const page = route && serverPages[route.module];
  if (!page) return null;
  const renderer = createDOMRenderer(undefined);
  return renderServerPage(page, context, renderer, (scope, Router) => (
    <SingleApp scope={scope} renderer={renderer} targetDocument={undefined} Router={Router} />
  ));
}
