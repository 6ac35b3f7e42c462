import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminLeadsRepository } from './admin-leads-repository';
import { LeadDispatch } from './lead-dispatch';

declare module 'fastify' {
  interface FastifyInstance {
    adminLeads: { repository: AdminLeadsRepository; dispatch: LeadDispatch };
  }
}

async function adminLeadsPlugin(app: FastifyInstance) {
  const repository = new AdminLeadsRepository(app.db);
  app.decorate('adminLeads', {
    repository,
    dispatch: new LeadDispatch(app.db, repository, app.audit, app.email, app.config.publicUrl),
  });
}

export default fp(adminLeadsPlugin, { name: 'admin-leads', dependencies: ['database', 'audit'] });
