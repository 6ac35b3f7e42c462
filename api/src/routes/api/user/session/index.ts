import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutAnswerSchema, userLogoutParamsSchema } from 'shared/contracts/auth';
import { assertSelf } from '../../../../plugins/app/auth/index';
import { clearPageSession } from '../../../../plugins/app/auth/page-session';
import { answers } from '../../../responses';

/** Ends the signed-in user's session: the refresh-token family is revoked. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/users/user/logout/:userId', {
    schema: {
      tags: ['auth'],
      params: userLogoutParamsSchema,
      response: answers(logoutAnswerSchema),
    },
    handler: async (request, reply) => {
      assertSelf(request, request.params.userId);
      if (request.auth) await app.tokens.revokeFamily(request.auth.familyId);
      clearPageSession(request, reply);
      return { isSuccess: true as const, message: 'Logout successful' };
    },
  });
};

export default sessionRoutes;
