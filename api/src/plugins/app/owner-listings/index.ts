import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OwnerListingsRepository } from './owner-listings-repository';
import { PropertyViews } from './property-views';

declare module 'fastify' {
  interface FastifyInstance {
    ownerListings: OwnerListingsRepository;
    propertyViews: PropertyViews;
  }
}

async function ownerListingsPlugin(app: FastifyInstance) {
  app.decorate('ownerListings', new OwnerListingsRepository(app.db));
  // The view-counting key derives from the token secret (labelled, per day): one secret less to set.
  app.decorate('propertyViews', new PropertyViews(app.db, app.config.secrets.jwt, app.clock));
}

export default fp(ownerListingsPlugin, { name: 'owner-listings', dependencies: ['database'] });
