import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminPropertiesRepository } from './admin-properties-repository';
import { ListingModeration } from './moderation';
import { SearchTermsRefresh } from './search-terms-refresh';

declare module 'fastify' {
  interface FastifyInstance {
    adminProperties: AdminPropertiesRepository;
    listingModeration: ListingModeration;
    searchTermsRefresh: SearchTermsRefresh;
  }
}

async function adminPropertiesPlugin(app: FastifyInstance) {
  app.decorate('adminProperties', new AdminPropertiesRepository(app.db));
  app.decorate('listingModeration', new ListingModeration(app.db, app.audit, app.clock));
  app.decorate(
    'searchTermsRefresh',
    new SearchTermsRefresh(app.db, () => app.listings.termsRebuilt()),
  );
}

export default fp(adminPropertiesPlugin, {
  name: 'admin-properties',
  dependencies: ['database', 'audit', 'listings'],
});
