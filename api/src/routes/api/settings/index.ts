import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsAnswerSchema, settingsQuerySchema } from 'shared/contracts/settings';
import { answers } from '../../responses';

/** GET /api/setting (footer pages) and /api/setting/?configKey=LOGO (trailing slash ignored). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/setting', {
    schema: {
      tags: ['settings'],
      querystring: settingsQuerySchema,
      response: answers(settingsAnswerSchema),
    },
    handler: async (request) => ({
      isSuccess: true as const,
      message: 'ok',
      data: await app.settings.list(request.query.configKey, request.query.limit),
    }),
  });
};

export default settingsRoutes;
