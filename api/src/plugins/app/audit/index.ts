import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AuditLog } from './audit-log';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
  }
}

async function auditPlugin(app: FastifyInstance) {
  app.decorate('audit', new AuditLog(app.db, app.clock));
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['database'] });
