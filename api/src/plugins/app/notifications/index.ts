import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationsRepository } from './notifications-repository';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsRepository;
  }
}

async function notificationsPlugin(app: FastifyInstance) {
  app.decorate('notifications', new NotificationsRepository(app.db, app.clock));
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['database'] });
