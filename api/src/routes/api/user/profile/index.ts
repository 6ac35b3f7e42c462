import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getUserParamsSchema,
  userAnswerSchema,
  userUpdateBodySchema,
  userUpdateParamsSchema,
} from 'shared/contracts/users';
import { notFound } from '../../../../lib/errors';
import { assertSelf } from '../../../../plugins/app/auth/index';
import { answers } from '../../../responses';

/** The signed-in user's own profile. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/user/getUser/:id', {
    schema: {
      tags: ['users'],
      params: getUserParamsSchema,
      response: answers(userAnswerSchema),
    },
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
      params: userUpdateParamsSchema,
      body: userUpdateBodySchema,
      response: answers(userAnswerSchema),
    },
    handler: async (request) => {
      const userId = assertSelf(request, request.params.id);
      const updated = await app.usersRepository.update(userId, request.body);
      if (!updated) throw notFound('User');
      if (updated.removedStorageKeys.length > 0)
        await app.media.removeStoredFiles(updated.removedStorageKeys).catch((error) => {
          // The hourly media sweep removes what is left here.
          request.log.warn({ err: error }, 'could not remove a replaced profile photo');
        });
      return { isSuccess: true as const, message: 'Profile updated', user: updated.profile };
    },
  });
};

export default profileRoutes;
