import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavouriteAnswerSchema,
  addFavouriteBodySchema,
  favouritesAnswerSchema,
  favouritesParamsSchema,
  favouritesQuerySchema,
} from 'shared/contracts';
import { notFound } from '../../../lib/errors';
import { assertSelf } from '../../../plugins/app/auth/index';
import { answers, bearerSecurity } from '../../responses';

const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/property/favourites/:userId', {
    schema: {
      tags: ['favourites'],
      security: bearerSecurity,
      params: favouritesParamsSchema,
      querystring: favouritesQuerySchema,
      response: answers(favouritesAnswerSchema),
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      const userId = assertSelf(request, request.params.userId);
      const { data, total } = await app.favourites.list(userId, request.query);
      return {
        isSuccess: true as const,
        message: 'ok',
        data,
        total,
        page: request.query.page,
        limit: request.query.limit,
      };
    },
  });

  app.post('/users/property/addFavourite', {
    schema: {
      tags: ['favourites'],
      security: bearerSecurity,
      body: addFavouriteBodySchema,
      response: answers(addFavouriteAnswerSchema),
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      const userId = assertSelf(request, request.body.userId);
      const property = await app.properties.findById(request.body.propertyId);
      if (!property || (property.status !== 'active' && property.ownerId !== userId))
        throw notFound('Property');
      const isFavourite = await app.favourites.set(userId, property.id, request.body.isFavourite);
      return {
        isSuccess: true as const,
        message: isFavourite ? 'Added to favourites' : 'Removed from favourites',
        isFavourite,
      };
    },
  });
};

export default favouritesRoutes;
