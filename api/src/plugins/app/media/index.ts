import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MediaRepository } from './media-repository';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaRepository;
  }
}

async function mediaPlugin(app: FastifyInstance) {
  app.decorate('media', new MediaRepository(app.db));
}

export default fp(mediaPlugin, { name: 'media', dependencies: ['database'] });
