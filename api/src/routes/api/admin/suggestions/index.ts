import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSuggestionAnswerSchema,
  adminSuggestionPlainAnswerSchema,
  adminSuggestionsAnswerSchema,
  adminSuggestionsQuerySchema,
  suggestionBodySchema,
  suggestionOrderBodySchema,
} from 'shared/contracts/adminSuggestions';
import { idParamsSchema } from 'shared/contracts/common';
import { staffOf } from '../../../../plugins/app/auth/index';
import { csvDocument, indianDateTime } from '../../../../plugins/app/leads/leads-csv';
import { sendCsv } from '../../../csv-reply';
import { answers } from '../../../responses';

const ok = { isSuccess: true as const };
const config = { permission: 'suggestions.manage' } as const;

/**
 * The curated header suggestions (suggestions.manage). The public type-ahead keeps the spec's
 * GET /api/admin/suggestion (routes/api/suggestions); the admin's list is /api/admin/suggestions.
 */
const adminSuggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/suggestions', {
    config,
    schema: {
      tags: ['admin-suggestions'],
      querystring: adminSuggestionsQuerySchema,
      response: answers(adminSuggestionsAnswerSchema),
    },
    handler: async (request) => {
      const { page, limit } = request.query;
      return {
        ...ok,
        message: 'ok',
        ...(await app.adminSuggestions.list(request.query)),
        page,
        limit,
      };
    },
  });

  app.get('/admin/suggestions/export.csv', {
    config,
    schema: {
      tags: ['admin-suggestions'],
      summary: 'Every matching suggestion as CSV (UTF-8 with BOM), in the header order',
      querystring: adminSuggestionsQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const rows = await app.adminSuggestions.all(request.query.search);
      return sendCsv(
        reply,
        'suggestions.csv',
        csvDocument(['Suggestion', 'Weight', 'Added (IST)', 'Changed (IST)'], [rows], (row) => [
          row.searchText,
          String(row.weight),
          indianDateTime(row.createdAt),
          indianDateTime(row.updatedAt),
        ]),
      );
    },
  });

  app.post('/admin/suggestion', {
    config,
    schema: {
      tags: ['admin-suggestions'],
      summary: 'Add a curated suggestion (it goes first)',
      body: suggestionBodySchema,
      response: answers(adminSuggestionAnswerSchema),
    },
    handler: async (request) => ({
      ...ok,
      message: 'Suggestion added',
      data: await app.adminSuggestions.create(staffOf(request), request.body.searchText),
    }),
  });

  app.put('/admin/suggestion/order', {
    config,
    schema: {
      tags: ['admin-suggestions'],
      summary: 'Reorder: these suggestions take their shared places in this order',
      body: suggestionOrderBodySchema,
      response: answers(adminSuggestionPlainAnswerSchema),
    },
    handler: async (request) => {
      await app.adminSuggestions.reorder(staffOf(request), request.body.ids);
      return { ...ok, message: 'Order saved' };
    },
  });

  app.patch('/admin/suggestion/:id', {
    config,
    schema: {
      tags: ['admin-suggestions'],
      params: idParamsSchema,
      body: suggestionBodySchema,
      response: answers(adminSuggestionAnswerSchema),
    },
    handler: async (request) => ({
      ...ok,
      message: 'Suggestion saved',
      data: await app.adminSuggestions.update(
        staffOf(request),
        request.params.id,
        request.body.searchText,
      ),
    }),
  });

  app.delete('/admin/suggestion/:id', {
    config,
    schema: {
      tags: ['admin-suggestions'],
      params: idParamsSchema,
      response: answers(adminSuggestionPlainAnswerSchema),
    },
    handler: async (request) => {
      await app.adminSuggestions.remove(staffOf(request), request.params.id);
      return { ...ok, message: 'Suggestion deleted' };
    },
  });
};

export default adminSuggestionsRoutes;
