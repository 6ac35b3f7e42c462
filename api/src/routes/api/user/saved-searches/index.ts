import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSavedSearchBodySchema,
  deleteSavedSearchAnswerSchema,
  savedSearchAnswerSchema,
  savedSearchesAnswerSchema,
  savedSearchParamsSchema,
  updateSavedSearchBodySchema,
} from 'shared/contracts/savedSearches';
import { notFound, unauthorized } from '../../../../lib/errors';
import { answers } from '../../../responses';

const tags = ['saved-searches'];

/**
 * The signed-in buyer's saved searches (at most 20). Someone else's search answers 404: its
 * existence is not revealed.
 */
const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOf = (request: { auth?: { subjectId: string } | null }) => {
    const id = request.auth?.subjectId;
    if (!id) throw unauthorized();
    return id;
  };

  app.get('/users/saved-searches', {
    schema: { tags, response: answers(savedSearchesAnswerSchema) },
    handler: async (request) => ({
      isSuccess: true as const,
      message: 'ok',
      savedSearches: await app.savedSearches.list(userOf(request)),
    }),
  });

  app.post('/users/saved-searches', {
    schema: { tags, body: createSavedSearchBodySchema, response: answers(savedSearchAnswerSchema) },
    handler: async (request) => ({
      isSuccess: true as const,
      message: 'Search saved. We will tell you when new listings match it.',
      savedSearch: await app.savedSearches.create(userOf(request), request.body),
    }),
  });

  app.patch('/users/saved-searches/:id', {
    schema: {
      tags,
      params: savedSearchParamsSchema,
      body: updateSavedSearchBodySchema,
      response: answers(savedSearchAnswerSchema),
    },
    handler: async (request) => {
      const savedSearch = await app.savedSearches.update(
        userOf(request),
        request.params.id,
        request.body,
      );
      if (!savedSearch) throw notFound('Saved search');
      return { isSuccess: true as const, message: 'Saved search updated', savedSearch };
    },
  });

  app.delete('/users/saved-searches/:id', {
    schema: {
      tags,
      params: savedSearchParamsSchema,
      response: answers(deleteSavedSearchAnswerSchema),
    },
    handler: async (request) => {
      if (!(await app.savedSearches.remove(userOf(request), request.params.id)))
        throw notFound('Saved search');
      return { isSuccess: true as const, message: 'Saved search deleted' };
    },
  });
};

export default savedSearchesRoutes;
