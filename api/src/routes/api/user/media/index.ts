import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mediaParamsSchema,
  mediaUpdateAnswerSchema,
  mediaUpdateBodySchema,
} from 'shared/contracts/media';
import { notFound } from '../../../../lib/errors';
import { answers } from '../../../responses';

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch('/vedio-image-details/:mediaId', {
    schema: {
      tags: ['media'],
      params: mediaParamsSchema,
      body: mediaUpdateBodySchema,
      response: answers(mediaUpdateAnswerSchema),
    },
    handler: async (request) => {
      const result = await app.media.change(
        request.params.mediaId,
        request.auth?.subjectId as string,
        request.body,
      );
      if (!result.found) throw notFound('Media');
      app.listingChanges.changed();
      return {
        isSuccess: true as const,
        message: request.body.action === 'delete' ? 'Media deleted' : 'Media updated',
        media: result.media,
      };
    },
  });
};

export default mediaRoutes;
