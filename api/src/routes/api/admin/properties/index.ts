import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPropertiesAnswerSchema,
  adminPropertiesQuerySchema,
  adminPropertyActionAnswerSchema,
  adminPropertyDetailAnswerSchema,
  adminPropertyParamsSchema,
  type BulkResult,
  bulkPropertiesAnswerSchema,
  bulkPropertiesBodySchema,
  editPropertyBodySchema,
  featurePropertyBodySchema,
  propertyHistoryAnswerSchema,
  rejectPropertyBodySchema,
} from 'shared/contracts/adminProperties';
import { HttpError, notFound, unauthorized } from '../../../../lib/errors';
import type { ModerationOutcome } from '../../../../plugins/app/admin-properties/moderation';
import {
  PROPERTIES_CSV_HEADER,
  propertyCsvFields,
} from '../../../../plugins/app/admin-properties/properties-csv';
import type { StaffMember } from '../../../../plugins/app/audit/audit-log';
import { csvDocument, datedCsvFileName } from '../../../../plugins/app/leads/leads-csv';
import { sendCsv } from '../../../csv-reply';
import { answers } from '../../../responses';

const tags = ['admin'];

const staffOf = (request: { admin: StaffMember | null }) => {
  if (!request.admin) throw unauthorized();
  return request.admin;
};

/**
 * After a write commits: public caches, the matching job, unused files, the owner's e-mail. The
 * header's place names are rebuilt by the caller, once per request (`placesChanged`).
 */
async function afterWrite(app: FastifyInstance, outcome: ModerationOutcome) {
  app.listingChanges.changed();
  if (outcome.published) app.jobWorker.poke();
  if (outcome.storageKeys.length)
    await app.media.removeStoredFiles(outcome.storageKeys).catch((err) => {
      app.log.error({ err }, 'removing the files an approved edit left unused failed');
    });
  if (outcome.email)
    await app.email.send(outcome.email).catch((err) => {
      app.log.error({ err }, 'telling the owner about a rejection failed');
    });
}

/** Moderation: the review queue and all listings, each listing's actions and history. */
const adminPropertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const placesChanged = (outcome: ModerationOutcome) => outcome.published || outcome.placesChanged;
  // The type-ahead's cached answers are dropped with the rebuilt names (termsRebuilt).
  const refreshPlaces = () =>
    app.searchTermsRefresh.refresh().catch((err) => {
      app.log.error({ err }, 'rebuilding the search terms after a moderation failed');
    });
  /**
   * A single listing's action: the write as the signed-in staff member, what follows its commit,
   * then the listing as the lists show it now.
   */
  const moderate = async (
    request: { admin: StaffMember | null; params: { id: string } },
    write: (staff: StaffMember, id: string) => Promise<ModerationOutcome>,
  ) => {
    const { id } = request.params;
    const outcome = await write(staffOf(request), id);
    await afterWrite(app, outcome);
    if (placesChanged(outcome)) await refreshPlaces();
    const property = await app.adminProperties.row(id);
    if (!property) throw notFound('Property');
    return { isSuccess: true as const, message: outcome.message, property };
  };
  /** The schema every single-listing action shares. */
  const action = {
    tags,
    params: adminPropertyParamsSchema,
    response: answers(adminPropertyActionAnswerSchema),
  };

  app.get('/admin/properties', {
    config: { permission: 'listings.view' },
    schema: {
      tags,
      summary: 'The review queue (queue=review, oldest submission first) or all listings',
      querystring: adminPropertiesQuerySchema,
      response: answers(adminPropertiesAnswerSchema),
    },
    handler: async (request) => {
      const query = request.query;
      const page = await app.adminProperties.list(query, app.clock.now());
      return {
        isSuccess: true as const,
        message: 'ok',
        data: page.rows,
        total: page.total,
        totalCapped: page.totalCapped,
        page: query.page,
        limit: query.limit,
      };
    },
  });

  app.get('/admin/properties/export.csv', {
    config: { permission: 'listings.view' },
    schema: {
      tags,
      summary: 'Every listing the filters match as CSV (UTF-8 with BOM), streamed',
      querystring: adminPropertiesQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const now = app.clock.now();
      const pages = app.adminProperties.pages(request.query, now);
      return sendCsv(
        reply,
        datedCsvFileName('listings', now),
        csvDocument(PROPERTIES_CSV_HEADER, pages, propertyCsvFields),
      );
    },
  });

  app.post('/admin/properties/bulk', {
    config: { permission: 'listings.moderate' },
    schema: {
      tags,
      summary: 'Approve or reject up to 100 listings, each on its own (a result per id)',
      body: bulkPropertiesBodySchema,
      response: answers(bulkPropertiesAnswerSchema),
    },
    handler: async (request) => {
      const staff = staffOf(request);
      const { action, ids, reason } = request.body;
      const results: BulkResult[] = [];
      let places = false;
      for (const id of ids) {
        try {
          const outcome =
            action === 'approve'
              ? await app.listingModeration.approve(staff, id)
              : await app.listingModeration.reject(staff, id, reason ?? '');
          await afterWrite(app, outcome);
          places ||= Boolean(placesChanged(outcome));
          results.push({ _id: id, ok: true, message: outcome.message });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ _id: id, ok: false, message: error.message });
        }
      }
      if (places) await refreshPlaces();
      const succeeded = results.filter((r) => r.ok).length;
      const failed = results.length - succeeded;
      const verb = action === 'approve' ? 'approved' : 'rejected';
      return {
        isSuccess: true as const,
        message: failed
          ? `${succeeded} ${verb}, ${failed} not: see each listing's message`
          : `${succeeded} ${verb}`,
        results,
        succeeded,
        failed,
      };
    },
  });

  app.get('/admin/properties/:id', {
    config: { permission: 'listings.view' },
    schema: {
      tags,
      params: adminPropertyParamsSchema,
      response: answers(adminPropertyDetailAnswerSchema),
    },
    handler: async (request) => {
      const property = await app.adminProperties.detail(request.params.id);
      if (!property) throw notFound('Property');
      return { isSuccess: true as const, message: 'ok', property };
    },
  });

  app.get('/admin/properties/:id/history', {
    config: { permission: 'listings.view' },
    schema: {
      tags,
      summary: "Staff actions on the listing (newest first) and the listing's life dates",
      params: adminPropertyParamsSchema,
      response: answers(propertyHistoryAnswerSchema),
    },
    handler: async (request) => {
      const { id } = request.params;
      const [lifecycle, entries] = await Promise.all([
        app.adminProperties.lifecycle(id),
        app.audit.history('property', id, 100),
      ]);
      if (!lifecycle) throw notFound('Property');
      return {
        isSuccess: true as const,
        message: 'ok',
        entries: entries.map((entry) => ({
          _id: entry._id,
          action: entry.action,
          adminEmail: entry.adminEmail,
          createdAt: entry.createdAt,
          before: entry.before,
          after: entry.after,
        })),
        lifecycle,
      };
    },
  });

  app.post('/admin/properties/:id/approve', {
    config: { permission: 'listings.moderate' },
    schema: {
      ...action,
      summary:
        'A new listing goes live (searchable at once); a submitted edit replaces the live listing',
    },
    handler: (request) =>
      moderate(request, (staff, id) => app.listingModeration.approve(staff, id)),
  });

  app.post('/admin/properties/:id/reject', {
    config: { permission: 'listings.moderate' },
    schema: {
      ...action,
      summary: 'Turns a new listing or a submitted edit down with a reason the owner reads',
      body: rejectPropertyBodySchema,
    },
    handler: (request) =>
      moderate(request, (staff, id) =>
        app.listingModeration.reject(staff, id, request.body.reason),
      ),
  });

  app.patch('/admin/properties/:id', {
    config: { permission: 'listings.moderate' },
    schema: {
      ...action,
      summary: "Staff correct a listing's title, description, price or locality",
      body: editPropertyBodySchema,
    },
    handler: (request) =>
      moderate(request, (staff, id) => app.listingModeration.edit(staff, id, request.body)),
  });

  app.post('/admin/properties/:id/feature', {
    config: { permission: 'listings.moderate' },
    schema: {
      ...action,
      summary: 'Features a live listing until a moment, or stops (until: null)',
      body: featurePropertyBodySchema,
    },
    handler: (request) => {
      const until = request.body.until ? new Date(request.body.until) : null;
      return moderate(request, (staff, id) => app.listingModeration.feature(staff, id, until));
    },
  });

  app.post('/admin/properties/:id/expire', {
    config: { permission: 'listings.moderate' },
    schema: { ...action, summary: 'A live listing stops being shown now' },
    handler: (request) => moderate(request, (staff, id) => app.listingModeration.expire(staff, id)),
  });
};

export default adminPropertiesRoutes;
