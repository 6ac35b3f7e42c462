import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mediaParamsSchema,
  mediaUpdateAnswerSchema,
  mediaUpdateBodySchema,
  uploadedMediaAnswerSchema,
} from 'shared/contracts/media';
import { notFound } from '../../../../lib/errors';
import { answers, ok } from '../../../responses';

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media/:mediaId', {
    schema: {
      tags: ['media'],
      summary: "One of the owner's uploads: its processing status, sizes and placeholder",
      params: mediaParamsSchema,
      response: answers(uploadedMediaAnswerSchema),
    },
    handler: async (request, reply) => {
      const media = await app.media.uploaded(
        request.params.mediaId,
        request.auth?.subjectId as string,
      );
      if (!media) throw notFound('Media');
      reply.header('cache-control', 'no-store');
      return { ...ok, media };
    },
  });

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
      if (result.removedStorageKey) await app.media.removeStoredFiles([result.removedStorageKey]);
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
