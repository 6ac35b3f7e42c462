import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BareLayout, SiteLayout } from '../app/layouts';
import { HomePage } from '../pages/home/view';
import { StaticPageOrNotFound } from '../pages/static-page/view';
import { RemoteModule } from '../remotes/RemoteModule';
import { RouteGuard } from './RouteGuard';
import { type Layout, type RouteEntry, routeTable } from './table';

function pageFor(entry: RouteEntry): ReactNode {
  if (entry.kind === 'remote') return <RemoteModule remote={entry.remote} module={entry.module} />;
  return entry.page === 'home' ? <HomePage /> : <StaticPageOrNotFound />;
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
