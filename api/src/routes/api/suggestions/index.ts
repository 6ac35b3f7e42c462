import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestionsAnswerSchema, suggestionsQuerySchema } from 'shared/contracts';
import { answers } from '../../responses';

/** Public read (the header's type-ahead); admin writes come with the admin screens. */
const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/suggestion', {
    schema: {
      tags: ['suggestions'],
      querystring: suggestionsQuerySchema,
      response: answers(suggestionsAnswerSchema),
    },
    handler: async (request) => {
      const { data, total } = await app.suggestions.list(request.query);
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

export default suggestionsRoutes;
