import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminSettingsService } from './admin-settings-service';

declare module 'fastify' {
  interface FastifyInstance {
    adminSettings: AdminSettingsService;
  }
}

async function adminSettingsPlugin(app: FastifyInstance) {
  app.decorate('adminSettings', new AdminSettingsService(app.db, app.audit, app.mediaStorage));
}

export default fp(adminSettingsPlugin, {
  name: 'admin-settings',
  dependencies: ['database', 'audit', 'media'],
});
