import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminDashboardRepository } from './admin-dashboard-repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminDashboard: AdminDashboardRepository;
  }
}

async function adminDashboardPlugin(app: FastifyInstance) {
  app.decorate('adminDashboard', new AdminDashboardRepository(app.db));
}

export default fp(adminDashboardPlugin, { name: 'admin-dashboard', dependencies: ['database'] });
