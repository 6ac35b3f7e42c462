import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citiesAnswerSchema,
  citiesQuerySchema,
  localitiesAnswerSchema,
  localitiesQuerySchema,
  statesAnswerSchema,
} from 'shared/contracts/reference';
import { notFound } from '../../../lib/errors';
import { answers } from '../../responses';

const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/states', {
    schema: { tags: ['reference'], response: answers(statesAnswerSchema) },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { isSuccess: true as const, message: 'ok', states: await app.reference.states() };
    },
  });

  app.get('/cities', {
    schema: {
      tags: ['reference'],
      querystring: citiesQuerySchema,
      response: answers(citiesAnswerSchema),
    },
    handler: async (request, reply) => {
      const cities = await app.reference.citiesOf(request.query.state);
      if (!cities) throw notFound('State');
      reply.header('cache-control', 'public, max-age=3600');
      return { isSuccess: true as const, message: 'ok', cities };
    },
  });

  // Suggestions for the add-property location step (public: the localities of live listings).
  app.get('/localities', {
    schema: {
      tags: ['reference'],
      querystring: localitiesQuerySchema,
      response: answers(localitiesAnswerSchema),
    },
    handler: async (request, reply) => {
      const { city, q } = request.query;
      const localities = await app.reference.localitiesOf(city, q);
      reply.header('cache-control', 'public, max-age=300');
      return { isSuccess: true as const, message: 'ok', localities };
    },
  });
};

export default referenceRoutes;
