import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getUserParamsSchema,
  requestImagesAnswerSchema,
  requestImagesBodySchema,
  userAnswerSchema,
  userUpdateBodySchema,
  userUpdateParamsSchema,
} from 'shared/contracts';
import { badRequest, notFound } from '../../../lib/errors';
import { assertSelf } from '../../../plugins/app/auth/index';
import { answers, bearerSecurity } from '../../responses';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/user/getUser/:id', {
    schema: {
      tags: ['users'],
      security: bearerSecurity,
      params: getUserParamsSchema,
      response: answers(userAnswerSchema),
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      const userId = assertSelf(request, request.params.id);
      const user = await app.usersRepository.profile(userId);
      if (!user) throw notFound('User');
      return { isSuccess: true as const, message: 'ok', user };
    },
  });

  app.patch('/users/user/update/:id', {
    schema: {
      tags: ['users'],
      security: bearerSecurity,
      params: userUpdateParamsSchema,
      body: userUpdateBodySchema,
      response: answers(userAnswerSchema),
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      const userId = assertSelf(request, request.params.id);
      const user = await app.usersRepository.update(userId, request.body);
      if (!user) throw notFound('User');
      return { isSuccess: true as const, message: 'Profile updated', user };
    },
  });

  app.post('/users/request-images', {
    schema: {
      tags: ['users'],
      security: bearerSecurity,
      body: requestImagesBodySchema,
      response: answers(requestImagesAnswerSchema),
    },
    preHandler: app.requireUser,
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

export default usersRoutes;
