import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LeadsRepository } from './leads-repository';

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadsRepository;
  }
}

async function leadsPlugin(app: FastifyInstance) {
  app.decorate(
    'leads',
    new LeadsRepository(app.db, { namedStatements: app.dbEngine === 'postgres' }),
  );
}

export default fp(leadsPlugin, { name: 'leads', dependencies: ['database'] });
