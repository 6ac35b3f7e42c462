import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PropertiesRepository } from './properties-repository';

declare module 'fastify' {
  interface FastifyInstance {
    properties: PropertiesRepository;
  }
}

async function propertiesPlugin(app: FastifyInstance) {
  app.decorate('properties', new PropertiesRepository(app.db));
}

export default fp(propertiesPlugin, { name: 'properties', dependencies: ['database'] });
