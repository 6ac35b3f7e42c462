import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canPostAnswerSchema, canPostParamsSchema } from 'shared/contracts';
import { assertSelf } from '../../../plugins/app/auth/index';
import { answers, bearerSecurity } from '../../responses';

const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/can-post-property/:userId', {
    schema: {
      tags: ['subscriptions'],
      security: bearerSecurity,
      params: canPostParamsSchema,
      response: answers(canPostAnswerSchema),
    },
    preHandler: app.requireUser,
    handler: async (request) => app.eligibility.canPost(assertSelf(request, request.params.userId)),
  });
};

export default eligibilityRoutes;
