import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AuditLog } from './audit-log';
import { AuditTrailList } from './audit-trail-list';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
    auditTrail: AuditTrailList;
  }
}

async function auditPlugin(app: FastifyInstance) {
  app.decorate('audit', new AuditLog(app.db, app.clock));
  app.decorate('auditTrail', new AuditTrailList(app.db));
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['database'] });
