import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ListingChanges } from '../listings/listing-changes';
import { AdminSuggestionsService } from './admin-suggestions-service';

declare module 'fastify' {
  interface FastifyInstance {
    adminSuggestions: AdminSuggestionsService;
    /** Curated suggestions changed: the public type-ahead's cached answers listen. */
    suggestionChanges: ListingChanges;
  }
}

async function adminSuggestionsPlugin(app: FastifyInstance) {
  const changes = new ListingChanges();
  app.decorate('suggestionChanges', changes);
  app.decorate(
    'adminSuggestions',
    new AdminSuggestionsService(app.db, app.audit, () => {
      // The header's in-memory index reads the tables again on its next request.
      app.listings.termsRebuilt();
      changes.changed();
    }),
  );
}

export default fp(adminSuggestionsPlugin, {
  name: 'admin-suggestions',
  dependencies: ['database', 'audit', 'listings'],
});
