import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DashboardRepository } from './dashboard-repository';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardRepository;
  }
}

async function dashboardPlugin(app: FastifyInstance) {
  app.decorate('dashboard', new DashboardRepository(app.db));
}

export default fp(dashboardPlugin, { name: 'dashboard', dependencies: ['database'] });
