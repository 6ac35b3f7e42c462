import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  headerSuggestionsAnswerSchema,
  headerSuggestionsQuerySchema,
  listingCardsAnswerSchema,
  listingDetailAnswerSchema,
  listingParamsSchema,
  listingSearchAnswerSchema,
  listingSearchQuerySchema,
  recentListingsQuerySchema,
  similarListingsQuerySchema,
} from 'shared/contracts/listings';
import { notFound } from '../../../lib/errors';
import { answers, ok } from '../../responses';
import { answerCache } from './http-cache';
import listingImagesRoutes from './images';

/** Public listing reads (cacheable, active listings only); contact-owner leads are in user/leads. */
const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listingImagesRoutes);
  const cacheable = answerCache(app.clock);
  app.listingChanges.onChange(cacheable.purge);

  app.get('/listings/search', {
    schema: {
      tags: ['listings'],
      querystring: listingSearchQuerySchema,
      response: answers(listingSearchAnswerSchema),
    },
    ...cacheable(30),
    handler: async (request) => ({ ...ok, ...(await app.listings.search(request.query)) }),
  });

  app.get('/listings/recent', {
    schema: {
      tags: ['listings'],
      querystring: recentListingsQuerySchema,
      response: answers(listingCardsAnswerSchema),
    },
    ...cacheable(60),
    handler: async (request) => ({ ...ok, data: await app.listings.recent(request.query) }),
  });

  app.get('/listings/:id', {
    schema: {
      tags: ['listings'],
      params: listingParamsSchema,
      response: answers(listingDetailAnswerSchema),
    },
    ...cacheable(60),
    handler: async (request) => {
      const found = await app.listings.findPublic(request.params.id);
      if (!found) throw notFound('Property');
      return { ...ok, listing: found.listing };
    },
  });

  app.get('/listings/:id/similar', {
    schema: {
      tags: ['listings'],
      params: listingParamsSchema,
      querystring: similarListingsQuerySchema,
      response: answers(listingCardsAnswerSchema),
    },
    ...cacheable(60),
    handler: async (request) => {
      const data = await app.listings.similar(request.params.id, request.query.limit);
      if (!data) throw notFound('Property');
      return { ...ok, data };
    },
  });

  app.get('/suggestions', {
    schema: {
      tags: ['listings'],
      querystring: headerSuggestionsQuerySchema,
      response: answers(headerSuggestionsAnswerSchema),
    },
    ...cacheable(300),
    handler: async (request) => ({
      ...ok,
      data: await app.listings.suggestions(request.query.q, request.query.limit),
    }),
  });
};

export default listingsRoutes;
