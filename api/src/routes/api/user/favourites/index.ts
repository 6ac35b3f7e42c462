import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavouriteAnswerSchema,
  addFavouriteBodySchema,
  deleteFavouriteAnswerSchema,
  favouriteParamsSchema,
  favouritesAnswerSchema,
  favouritesParamsSchema,
  favouritesQuerySchema,
} from 'shared/contracts/favourites';
import { notFound } from '../../../../lib/errors';
import { assertSelf } from '../../../../plugins/app/auth/index';
import { answers, paged } from '../../../responses';

const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/property/favourites/:userId', {
    schema: {
      tags: ['favourites'],
      params: favouritesParamsSchema,
      querystring: favouritesQuerySchema,
      response: answers(favouritesAnswerSchema),
    },
    handler: async (request) => {
      const userId = assertSelf(request, request.params.userId);
      return paged(await app.favourites.list(userId, request.query), request.query);
    },
  });

  app.post('/users/property/addFavourite', {
    schema: {
      tags: ['favourites'],
      body: addFavouriteBodySchema,
      response: answers(addFavouriteAnswerSchema),
    },
    handler: async (request) => {
      const userId = assertSelf(request, request.body.userId);
      const property = await app.properties.findById(request.body.propertyId);
      if (!property || (property.status !== 'active' && property.ownerId !== userId))
        throw notFound('Property');
      const isFavourite = await app.favourites.set(userId, property, request.body.isFavourite);
      return {
        isSuccess: true as const,
        message: isFavourite ? 'Added to favourites' : 'Removed from favourites',
        isFavourite,
      };
    },
  });

  app.delete('/users/property/favourites/:userId/:favouriteId', {
    schema: {
      tags: ['favourites'],
      params: favouriteParamsSchema,
      response: answers(deleteFavouriteAnswerSchema),
    },
    handler: async (request) => {
      const userId = assertSelf(request, request.params.userId);
      if (!(await app.favourites.remove(userId, request.params.favouriteId)))
        throw notFound('Favourite');
      return { isSuccess: true as const, message: 'Removed from favourites' };
    },
  });
};

export default favouritesRoutes;
