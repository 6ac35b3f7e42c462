import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansAnswerSchema } from 'shared/contracts/subscriptions';
import { answers } from '../../responses';

const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/subscription/plans', {
    schema: { tags: ['subscriptions'], response: answers(plansAnswerSchema) },
    handler: async () => ({
      isSuccess: true as const,
      message: 'ok',
      plans: await app.plans.list(),
    }),
  });
};

export default subscriptionsRoutes;
