import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestImagesAnswerSchema, requestImagesBodySchema } from 'shared/contracts/users';
import { badRequest, notFound } from '../../../../lib/errors';
import { answers } from '../../../responses';

/** A seeker asks a listing's owner for (more) photos. */
const imageRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/users/request-images', {
    schema: {
      tags: ['users'],
      body: requestImagesBodySchema,
      response: answers(requestImagesAnswerSchema),
    },
    handler: async (request) => {
      const requesterId = request.auth?.subjectId as string;
      const property = await app.properties.findById(request.body.propertyId);
      if (!property || (property.status !== 'active' && property.ownerId !== requesterId)) {
        throw notFound('Property');
      }
      if (property.ownerId === requesterId)
        throw badRequest('You cannot request images of your own property');
      const created = await app.imageRequests.request(property.id, requesterId);
      return {
        isSuccess: true as const,
        message: created
          ? 'Image request sent to the owner'
          : 'You have already requested images for this property',
      };
    },
  });
};

export default imageRequestsRoutes;
