import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canPostAnswerSchema, canPostParamsSchema } from 'shared/contracts/eligibility';
import { assertSelf } from '../../../../plugins/app/auth/index';
import { answers } from '../../../responses';

const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/can-post-property/:userId', {
    schema: {
      tags: ['subscriptions'],
      params: canPostParamsSchema,
      response: answers(canPostAnswerSchema),
    },
    handler: async (request) => app.eligibility.canPost(assertSelf(request, request.params.userId)),
  });
};

export default eligibilityRoutes;
