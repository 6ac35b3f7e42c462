import type { FastifyInstance, RouteOptions } from 'fastify';
import { type AdminPermission, can } from 'shared/contracts/adminPermissions';
import { forbidden } from '../../../lib/errors';
import { documentBearer } from '../../responses';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What an admin route needs (the role-permission table in shared/contracts/adminPermissions);
     * `staff` for what every staff member may do on their own account (me, logout, password).
     */
    permission?: AdminPermission | 'staff';
  }
}

/** How the OpenAPI document (and the role matrix test, which reads it) names a route's permission. */
export const PERMISSION_NOTE = /Staff permission: `([a-z.-]+)`\./;

/**
 * An admin route without a declared permission is a mistake: the api refuses to start. The
 * permission is written into the route's OpenAPI description, and no admin route is hidden from
 * that document: the role matrix test reads every route from it.
 */
export function requirePermissionDeclared(route: RouteOptions) {
  const permission = (route.config as { permission?: string } | undefined)?.permission;
  if (!permission)
    throw new Error(`${route.method} ${route.url} needs config.permission (see adminPermissions)`);
  if ((route.schema as { hide?: boolean } | undefined)?.hide)
    throw new Error(`${route.method} ${route.url}: admin routes stay in the OpenAPI document`);
  const note = `Staff permission: \`${permission}\`.`;
  const description = route.schema?.description;
  route.schema = { ...route.schema, description: description ? `${description}\n\n${note}` : note };
}

/**
 * Every route under admin/ answers only an admin's access token (401 otherwise) whose role has
 * the route's permission (403 otherwise). Both are checked as the request arrives, before the
 * body or the query is validated: a caller without access learns nothing about them.
 */
export default async function requireAdminHooks(app: FastifyInstance) {
  app.addHook('onRoute', documentBearer);
  app.addHook('onRoute', requirePermissionDeclared);
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'staff') return;
    if (!permission || !request.admin || !can(request.admin.role, permission))
      throw forbidden('Your staff role does not allow this. Ask a super admin for access.');
  });
}
