import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SettingsRepository } from './settings-repository';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsRepository;
  }
}

async function settingsPlugin(app: FastifyInstance) {
  app.decorate('settings', new SettingsRepository(app.db));
}

export default fp(settingsPlugin, { name: 'settings', dependencies: ['database'] });
