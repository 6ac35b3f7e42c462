import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema } from 'shared/contracts/common';

/** Liveness only: never touches the database, so it measures the event loop. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: { tags: ['health'], response: { 200: healthAnswerSchema } },
    logLevel: 'warn',
    handler: async () => ({ isSuccess: true as const, message: 'ok' }),
  });
};

export default healthRoutes;
