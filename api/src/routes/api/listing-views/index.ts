import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from 'shared/contracts/common';
import { listingParamsSchema } from 'shared/contracts/listings';
import { z } from 'zod';
import { bearerToken } from '../../../plugins/app/auth/index';

/** A browser that sends more than this in a minute is a script, not a person reading listings. */
const VIEWS_PER_MINUTE = 120;

/**
 * The logged-in user sending the view, or null. A missing, invalid or expired token is not an
 * error here: the view counts as a visitor's, so the beacon never fails.
 */
async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    return (await app.tokens.verifyAccess(token, 'user')).subjectId;
  } catch {
    return null;
  }
}

/**
 * Public: the listing page reports one view per page view (a beacon, or a keepalive fetch with
 * the user's bearer token when logged in). At most one view per visitor, listing and India day is
 * counted; an owner's view of their own listing is not. An unknown or non-active listing answers
 * 204 too, uncounted, so the beacon never shows an error and the answer tells nothing.
 */
const listingViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/listings/:id/views', {
    schema: {
      tags: ['listings'],
      summary:
        'Counts a view of a listing (at most one per visitor and day, none by its owner; no personal data kept)',
      params: listingParamsSchema,
      response: { 204: z.null(), '4xx': errorAnswerSchema, '5xx': errorAnswerSchema },
    },
    config: { rateLimit: { max: VIEWS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await app.propertyViews.record(
        request.params.id,
        request.ip,
        request.headers['user-agent'] ?? '',
        await viewerOf(app, request),
      );
      return reply.code(204).send(null);
    },
  });
};

export default listingViewsRoutes;
