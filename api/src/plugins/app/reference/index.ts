import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReferenceRepository } from './reference-repository';

declare module 'fastify' {
  interface FastifyInstance {
    reference: ReferenceRepository;
  }
}

async function referencePlugin(app: FastifyInstance) {
  app.decorate('reference', new ReferenceRepository(app.db));
}

export default fp(referencePlugin, { name: 'reference', dependencies: ['database'] });
