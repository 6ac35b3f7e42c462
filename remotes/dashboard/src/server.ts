// The dashboard remote's server entry, built for Node into dist/server/ (a federation container the
// api's renderer loads from beside the remote's manifest, rsbuild.base.ts), to render a signed-in
// user's /my-dashboard and /my-leads as HTML that the browser then hydrates.
import { allSettled, fork, serialize } from 'effector';
import { $auth } from 'shared/auth';
import type { ServerPageContext, ServerPages } from 'shared/ssr';
import { signedInAuthState } from 'shared/ssr/server';
import MyDashboardPage from './exposed/MyDashboardPage';
import MyLeadsPage from './exposed/MyLeadsPage';
import { fetchLeadsFx, leadsPage } from './leads/api';
import { queryChanged, servedByServer } from './leads/model';
import { parseLeadsQuery } from './leads/query';
import { dashboardOf, fetchDashboardFx } from './overview/api';
import { dashboardOpened } from './overview/model';

/**
 * The page's first data through the same model the browser runs, signed in as the page's user,
 * with the api called in-process as that user. A page for no known user prepares nothing.
 */
function userScopeFor({ getJson, userId }: ServerPageContext) {
  if (!userId) return null;
  return fork({
    values: [[$auth, signedInAuthState(userId)]],
    handlers: [
      [fetchDashboardFx, (id: string) => dashboardOf(id, getJson)],
      [fetchLeadsFx, (request: Parameters<typeof leadsPage>[0]) => leadsPage(request, getJson)],
    ],
  });
}

export const serverPages: ServerPages = {
  MyDashboardPage: {
    Component: MyDashboardPage,
    async prepare(context) {
      const scope = userScopeFor(context);
      if (!scope) return {};
      await allSettled(dashboardOpened, { scope });
      return serialize(scope);
    },
  },
  MyLeadsPage: {
    Component: MyLeadsPage,
    async prepare(context) {
      const scope = userScopeFor(context);
      if (!scope) return {};
      await allSettled(queryChanged, { scope, params: parseLeadsQuery(context.url.searchParams) });
      await allSettled(servedByServer, { scope });
      return serialize(scope);
    },
  },
};
