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

/** An admin route without a declared permission is a mistake: the api refuses to start. */
function requirePermissionDeclared(route: RouteOptions) {
  const permission = (route.config as { permission?: string } | undefined)?.permission;
  if (!permission)
    throw new Error(`${route.method} ${route.url} needs config.permission (see adminPermissions)`);
}

/**
 * Every route under admin/ answers only an admin's access token (401 otherwise) whose role has
 * the route's permission (403 otherwise).
 */
export default async function requireAdminHooks(app: FastifyInstance) {
  app.addHook('onRoute', documentBearer);
  app.addHook('onRoute', requirePermissionDeclared);
  app.addHook('preHandler', app.requireAdmin);
  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'staff') return;
    if (!permission || !request.admin || !can(request.admin.role, permission))
      throw forbidden('Your staff role does not allow this. Ask a super admin for access.');
  });
}
