import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ImageRequestsRepository } from './image-requests-repository';

declare module 'fastify' {
  interface FastifyInstance {
    imageRequests: ImageRequestsRepository;
  }
}

async function imageRequestsPlugin(app: FastifyInstance) {
  app.decorate('imageRequests', new ImageRequestsRepository(app.db));
}

export default fp(imageRequestsPlugin, {
  name: 'image-requests',
  dependencies: ['database'],
});
