import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminSuggestionsService } from './admin-suggestions-service';

declare module 'fastify' {
  interface FastifyInstance {
    adminSuggestions: AdminSuggestionsService;
  }
}

async function adminSuggestionsPlugin(app: FastifyInstance) {
  // The header's in-memory index reads the tables again and the cached answers are dropped.
  app.decorate(
    'adminSuggestions',
    new AdminSuggestionsService(app.db, app.audit, () => app.listings.termsRebuilt()),
  );
}

export default fp(adminSuggestionsPlugin, {
  name: 'admin-suggestions',
  dependencies: ['database', 'audit', 'listings'],
});
