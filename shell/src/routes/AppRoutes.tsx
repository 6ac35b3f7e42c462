import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BareLayout, SiteLayout } from '../app/layouts';
import { HomePage } from '../pages/home/page';
import { RemoteModule } from '../remotes/RemoteModule';
import { RouteGuard } from './RouteGuard';
import { type Layout, type RouteEntry, routeTable } from './table';

// Footer pages and not-found are rare: their code (and DOMPurify) stays out of the first load.
const StaticPageOrNotFound = lazy(() =>
  import('../pages/static-page/page').then((page) => ({ default: page.StaticPageOrNotFound })),
);

function pageFor(entry: RouteEntry): ReactNode {
  if (entry.kind === 'remote') return <RemoteModule remote={entry.remote} module={entry.module} />;
  if (entry.page === 'home') return <HomePage />;
  return (
    <Suspense fallback={null}>
      <StaticPageOrNotFound />
    </Suspense>
  );
}

function routesOf(layout: Layout) {
  return routeTable
    .filter((entry) => entry.layout === layout)
    .map((entry) => (
      <Route
        key={entry.path}
        path={entry.path}
        element={
          // The key gives every route its own remote loader and error boundary state.
          <RouteGuard key={entry.path} guard={entry.guard}>
            {pageFor(entry)}
          </RouteGuard>
        }
      />
    ));
}

/** Renders the route table (routes/table.ts): every path, its guard and its layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<BareLayout />}>{routesOf('bare')}</Route>
      <Route element={<SiteLayout />}>{routesOf('site')}</Route>
    </Routes>
  );
}
