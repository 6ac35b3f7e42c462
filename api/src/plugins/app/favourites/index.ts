import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FavouritesRepository } from './favourites-repository';

declare module 'fastify' {
  interface FastifyInstance {
    favourites: FavouritesRepository;
  }
}

async function favouritesPlugin(app: FastifyInstance) {
  app.decorate('favourites', new FavouritesRepository(app.db));
}

export default fp(favouritesPlugin, { name: 'favourites', dependencies: ['database'] });
