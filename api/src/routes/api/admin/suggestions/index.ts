import type { FastifyRequest } from 'fastify';
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
import { unauthorized } from '../../../../lib/errors';
import { csvField, indianDateTime, UTF8_BOM } from '../../../../plugins/app/leads/leads-csv';
import { answers } from '../../../responses';

const ok = { isSuccess: true as const };
const config = { permission: 'suggestions.manage' } as const;

function staff(request: FastifyRequest) {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

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
      const body =
        UTF8_BOM +
        csvLine(['Suggestion', 'Weight', 'Added (IST)', 'Changed (IST)']) +
        rows
          .map((row) =>
            csvLine([
              row.searchText,
              String(row.weight),
              indianDateTime(row.createdAt),
              indianDateTime(row.updatedAt),
            ]),
          )
          .join('');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="suggestions.csv"')
        .header('cache-control', 'no-store')
        .send(body);
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
      data: await app.adminSuggestions.create(staff(request), request.body.searchText),
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
      await app.adminSuggestions.reorder(staff(request), request.body.ids);
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
        staff(request),
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
      await app.adminSuggestions.remove(staff(request), request.params.id);
      return { ...ok, message: 'Suggestion deleted' };
    },
  });
};

export default adminSuggestionsRoutes;
