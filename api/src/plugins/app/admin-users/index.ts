import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminUsersRepository } from './admin-users-repository';
import { UserBlocking } from './blocking';

declare module 'fastify' {
  interface FastifyInstance {
    adminUsers: { repository: AdminUsersRepository; blocking: UserBlocking };
  }
}

async function adminUsersPlugin(app: FastifyInstance) {
  app.decorate('adminUsers', {
    repository: new AdminUsersRepository(app.db),
    blocking: new UserBlocking(app.db, app.audit, app.tokens),
  });
}

export default fp(adminUsersPlugin, {
  name: 'admin-users',
  dependencies: ['database', 'audit', 'auth'],
});
