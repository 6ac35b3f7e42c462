import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadsAnswerSchema, leadsParamsSchema, leadsQuerySchema } from 'shared/contracts';
import { assertSelf } from '../../../plugins/app/auth/index';
import { answers, bearerSecurity } from '../../responses';

const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/leads/:userId', {
    schema: {
      tags: ['leads'],
      security: bearerSecurity,
      params: leadsParamsSchema,
      querystring: leadsQuerySchema,
      response: answers(leadsAnswerSchema),
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      const userId = assertSelf(request, request.params.userId);
      const { data, total } = await app.leads.list(userId, request.query);
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
};

export default leadsRoutes;
