import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Processed photos and videos, from the storage adapter (local folder or S3 bucket). Keys are
 * new for every processing attempt, so a file never changes: cached for a year, immutable.
 * The keys hold a random uuid and attempt id: a draft's files are not listed anywhere public.
 */
const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media-files/*', {
    schema: {
      tags: ['media'],
      summary: 'A processed media file',
      params: z.object({ '*': z.string().max(300) }),
    },
    handler: async (request, reply) => {
      const stored = await app.mediaStorage.get(request.params['*']);
      if (!stored) throw notFound('File');
      reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('content-length', stored.size)
        .type(stored.contentType);
      return reply.send(stored.body);
    },
  });
};

export default mediaFileRoutes;
