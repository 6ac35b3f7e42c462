import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  insightsAnswerSchema,
  insightsQuerySchema,
  ownerListingParamsSchema,
  ownerListingsAnswerSchema,
  ownerListingsParamsSchema,
  ownerListingsQuerySchema,
  ownerListingViewAnswerSchema,
  renewAnswerSchema,
  renewErrorAnswerSchema,
} from 'shared/contracts/ownerListings';
import { notFound } from '../../../../lib/errors';
import { assertSelf } from '../../../../plugins/app/auth/index';
import { findOwnedListing } from '../../../../plugins/app/listings/listing-detail';
import { renewListing } from '../../../../plugins/app/owner-listings/renew';
import { answers, ok, paged } from '../../../responses';

/** The owner's own listings: the list with counts, renewing, one listing's view and insights. */
const ownerListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/properties/:userId', {
    schema: {
      tags: ['properties'],
      summary: "The owner's listings in every status, with views, leads and favourites",
      params: ownerListingsParamsSchema,
      querystring: ownerListingsQuerySchema,
      response: answers(ownerListingsAnswerSchema),
    },
    handler: async (request) => {
      const ownerId = assertSelf(request, request.params.userId);
      return paged(await app.ownerListings.list(ownerId, request.query), request.query);
    },
  });

  app.post('/property/:id/renew', {
    schema: {
      tags: ['properties'],
      summary:
        'Renews an expired listing, or an active one expiring within 7 days, for 30 more days (needs an active plan: 409 NO_SUBSCRIPTION otherwise)',
      params: ownerListingParamsSchema,
      response: { ...answers(renewAnswerSchema), '4xx': renewErrorAnswerSchema },
    },
    handler: async (request) => {
      const property = await renewListing(
        app.db,
        request.params.id,
        request.auth?.subjectId as string,
        app.clock.now(),
      );
      app.listingChanges.changed();
      return { isSuccess: true as const, message: 'Your listing was renewed', property };
    },
  });

  app.get('/property/:id/insights', {
    schema: {
      tags: ['properties'],
      summary: "A listing's views, leads and favourites per day, and its buyers' photo requests",
      params: ownerListingParamsSchema,
      querystring: insightsQuerySchema,
      response: answers(insightsAnswerSchema),
    },
    handler: async (request) => {
      const row = await app.properties.findById(request.params.id);
      if (!row || row.ownerId !== request.auth?.subjectId) throw notFound('Property');
      const insights = await app.ownerListings.insights(
        row.id,
        request.query.days,
        app.clock.now(),
      );
      return { ...ok, ...insights };
    },
  });

  app.get('/property/:id/listing', {
    schema: {
      tags: ['properties'],
      summary: "The owner's listing in any status, as the public detail page draws it",
      params: ownerListingParamsSchema,
      response: answers(ownerListingViewAnswerSchema),
    },
    handler: async (request) => {
      const ownerId = request.auth?.subjectId as string;
      const [found, row] = await Promise.all([
        findOwnedListing(app.db, request.params.id, ownerId),
        app.properties.findById(request.params.id),
      ]);
      if (!found || !row || row.ownerId !== ownerId) throw notFound('Property');
      return {
        ...ok,
        listing: found.listing,
        status: row.status,
        rejectionReason: row.rejectionReason,
        expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
        pendingRevision: await app.ownerListings.hasPendingRevision(row.id),
      };
    },
  });
};

export default ownerListingsRoutes;
