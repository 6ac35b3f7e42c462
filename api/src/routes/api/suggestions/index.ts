import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Suggestion,
  type SuggestionsQuery,
  suggestionsAnswerSchema,
  suggestionsQuerySchema,
} from 'shared/contracts/suggestions';
import { answers, paged } from '../../responses';
import { answerCache } from '../listings/http-cache';
import { rankedSuggestions } from './ranked';

/** The header asks with a search text; without one the admin-curated list is paged as before. */
const hasSearch = (query: SuggestionsQuery) => Boolean(query.search);

/**
 * GET /api/admin/suggestion: the header's type-ahead (public read). With `search`, one ranked list
 * (admin-curated first, then cities, localities and projects with active listings; see the
 * contract) served in pages of `limit`; without it, the admin-curated suggestions, paged.
 * Staff edit the curated ones through routes/api/admin/suggestions.
 */
const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = answerCache(app.clock);
  const cacheable = cache(60);
  // A listing write, new place names or a curated suggestion saved by staff: answered afresh.
  app.listingChanges.onChange(cache.purge);

  app.get('/admin/suggestion', {
    schema: {
      tags: ['suggestions'],
      querystring: suggestionsQuerySchema,
      response: answers(suggestionsAnswerSchema),
    },
    // Type-ahead answers are public and cacheable (ETag, a minute's life); the admin list is not.
    preHandler: async (request, reply) => {
      if (hasSearch(request.query)) return cacheable.preHandler(request, reply);
    },
    onSend: async (request, reply, payload) =>
      hasSearch(request.query as SuggestionsQuery)
        ? cacheable.onSend(request, reply, payload)
        : payload,
    handler: async (request) => {
      const { search, page, limit } = request.query;
      if (!search) {
        const { data, total } = await app.suggestions.list(request.query);
        return paged({ data: data.map(curated), total }, request.query);
      }
      const list = await rankedSuggestions(app.listings, search);
      const start = (page - 1) * limit;
      return paged({ data: list.slice(start, start + limit), total: list.length }, request.query);
    },
  });
};

const curated = (row: Suggestion): Suggestion => ({ ...row, kind: 'suggestion', city: null });

export default suggestionsRoutes;
