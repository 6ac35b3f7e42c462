import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SuggestionsRepository } from './suggestions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    suggestions: SuggestionsRepository;
  }
}

async function suggestionsPlugin(app: FastifyInstance) {
  app.decorate('suggestions', new SuggestionsRepository(app.db));
}

export default fp(suggestionsPlugin, { name: 'suggestions', dependencies: ['database'] });
