import { createContext, type ReactNode, useContext, useEffect } from 'react';

/** The product's name: every page's title ends with it. */
export const SITE_NAME = 'PropertyMarket';

/** 'Properties for sale | PropertyMarket'; the site name alone when the page has no title yet. */
export function documentTitle(pageTitle: string | null | undefined): string {
  const title = pageTitle?.trim();
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Where a server render keeps the page's title (effects do not run on the server). */
export type TitleCollector = { title: string | null };

const TitleCollectorContext = createContext<TitleCollector | null>(null);

/** Server only: the title the rendered page asked for ends up in `collector.title`. */
export function CollectDocumentTitle({
  collector,
  children,
}: {
  collector: TitleCollector;
  children: ReactNode;
}) {
  return (
    <TitleCollectorContext.Provider value={collector}>{children}</TitleCollectorContext.Provider>
  );
}

/**
 * Gives the page its own document title ('{pageTitle} | PropertyMarket'); back to the site
 * name when the page goes. Call it once per page (a page, not a layout: the innermost wins on
 * the server, the outermost effect would win in the browser). A server render collects it for
 * the HTML's <title>.
 */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  const collector = useContext(TitleCollectorContext);
  const title = documentTitle(pageTitle);
  if (collector) collector.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = SITE_NAME;
    },
    [],
  );
}
