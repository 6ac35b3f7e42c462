import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAnswerSchema, dashboardParamsSchema } from 'shared/contracts/dashboard';
import { assertSelf } from '../../../../plugins/app/auth/index';
import { answers, ok } from '../../../responses';

/** The owner's dashboard numbers in one call (/my-dashboard). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/dashboard/:userId', {
    schema: {
      tags: ['dashboard'],
      summary:
        "The owner's listings by status, 30-day views and leads (India days), favourites, plan quota and listings to renew",
      params: dashboardParamsSchema,
      response: answers(dashboardAnswerSchema),
    },
    handler: async (request) => {
      const ownerId = assertSelf(request, request.params.userId);
      return { ...ok, ...(await app.dashboard.forOwner(ownerId, app.clock.now())) };
    },
  });
};

export default dashboardRoutes;
