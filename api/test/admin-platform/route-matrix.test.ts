import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { ADMIN_ROLES, type AdminPermission, can } from 'shared/contracts/adminPermissions';
import { PERMISSION_NOTE } from '../../src/routes/api/admin/autohooks';
import { type LoggedInUser, loginAdminAs, loginUser, nextIp } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

/**
 * Every staff route x every role, a user's token and no token. The routes come from the app's
 * own OpenAPI document (the admin autohooks write each route's permission into it), so a route
 * added later is checked without editing this file.
 */
interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  permission: AdminPermission | 'staff';
}

let ctx: TestContext;
let user: LoggedInUser;
let routes: AdminRoute[];
const staffIds = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestApp();
  user = await loginUser(ctx, '9700000077');
  for (const role of ADMIN_ROLES) staffIds.set(role, (await loginAdminAs(ctx, role)).id);
  routes = await adminRoutes();
});
afterAll(() => ctx.close());

async function adminRoutes(): Promise<AdminRoute[]> {
  const document = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown; description?: string }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security !== undefined)
        .map(([method, operation]) => {
          const permission = PERMISSION_NOTE.exec(operation.description ?? '')?.[1];
          if (!permission) throw new Error(`${method} ${path} documents no staff permission`);
          return {
            method: method.toUpperCase() as AdminRoute['method'],
            path,
            permission: permission as AdminRoute['permission'],
          };
        }),
    );
}

/** A request that looks plausible: a random id for each path parameter, an empty JSON body. */
function call(route: AdminRoute, authorization?: string) {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return ctx.app.inject({
    method: route.method,
    url: route.path.replace(/\{[^}]+\}/g, () => crypto.randomUUID()),
    headers: authorization ? { authorization } : {},
    remoteAddress: nextIp(),
    ...(hasBody ? { payload: {} } : {}),
  });
}

/** A fresh session per request: a route like logout ends the session it is called with. */
async function staffBearer(role: string) {
  const { token } = await ctx.app.tokens.issue('admin', staffIds.get(role) as string);
  return `Bearer ${token}`;
}

const name = (route: AdminRoute) => `${route.method} ${route.path}`;

describe(`admin routes x staff roles (${engineUnderTest})`, () => {
  it('finds the staff routes with their permissions in the OpenAPI document', () => {
    expect(routes.map(name)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'POST /api/admin/logout',
        'POST /api/admin/change-password',
        'GET /api/admin/operators',
        'PATCH /api/admin/operators/{id}',
        'GET /api/admin/audit-log',
        'GET /api/admin/audit-log/export.csv',
      ]),
    );
    expect(routes.find((route) => name(route) === 'GET /api/admin/me')?.permission).toBe('staff');
    expect(routes.find((route) => name(route) === 'GET /api/admin/operators')?.permission).toBe(
      'operators.manage',
    );
  });

  it('answers 401 without a token and with a signed-in user token', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const [who, bearer] of [
        ['no token', undefined],
        ['user token', `Bearer ${user.token}`],
      ] as const) {
        const res = await call(route, bearer);
        if (res.statusCode !== 401) wrong.push(`${name(route)} ${who}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a role without the permission and lets a role with it through', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const role of ADMIN_ROLES) {
        const allowed = route.permission === 'staff' || can(role, route.permission);
        const res = await call(route, await staffBearer(role));
        checked++;
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (allowed && refused) wrong.push(`${name(route)} ${role}: ${res.statusCode} ${res.body}`);
        if (!allowed && res.statusCode !== 403)
          wrong.push(`${name(route)} ${role}: ${res.statusCode}, expected 403`);
        if (!allowed && res.statusCode === 403)
          expect(res.json().message).toBe(
            'Your staff role does not allow this. Ask a super admin for access.',
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(routes.length * ADMIN_ROLES.length);
    console.info(`role matrix: ${routes.length} routes x ${ADMIN_ROLES.length} roles`);
  });
});
