import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from 'shared/contracts/common';
import { listingParamsSchema } from 'shared/contracts/listings';
import { z } from 'zod';

/** A browser that sends more than this in a minute is a script, not a person reading listings. */
const VIEWS_PER_MINUTE = 120;

/**
 * Public: the listing page reports one view per page view (a beacon). At most one view per
 * visitor, listing and India day is counted; an unknown or non-active listing answers 204 too,
 * uncounted, so the beacon never shows an error and the answer tells nothing.
 */
const listingViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/listings/:id/views', {
    schema: {
      tags: ['listings'],
      summary:
        'Counts a view of a listing (at most one per visitor and day; no personal data kept)',
      params: listingParamsSchema,
      response: { 204: z.null(), '4xx': errorAnswerSchema, '5xx': errorAnswerSchema },
    },
    config: { rateLimit: { max: VIEWS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await app.propertyViews.record(
        request.params.id,
        request.ip,
        request.headers['user-agent'] ?? '',
      );
      return reply.code(204).send(null);
    },
  });
};

export default listingViewsRoutes;
