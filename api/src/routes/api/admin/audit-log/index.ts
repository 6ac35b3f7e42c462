import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from 'shared/contracts/adminAudit';
import { badRequest } from '../../../../lib/errors';
import {
  auditCsvFileName,
  auditCsvHeader,
  auditCsvRows,
} from '../../../../plugins/app/audit/audit-csv';
import { answers, ok } from '../../../responses';

const checkPeriod = (query: { from?: string; to?: string }) => {
  if (query.from && query.to && query.from > query.to)
    throw badRequest('from must not be after to: pick a start day before the end day');
};

/**
 * The audit trail of staff writes (audit.view). Read only: there is no route that changes an
 * entry, and the database refuses to (a trigger).
 */
const adminAuditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/audit-log', {
    config: { permission: 'audit.view' },
    schema: {
      tags: ['admin'],
      summary: 'Staff writes, newest first; filter by action, entity, staff member, India days',
      querystring: auditLogQuerySchema,
      response: answers(auditLogPageSchema),
    },
    handler: async (request) => {
      const { query } = request;
      checkPeriod(query);
      return { ...ok, ...(await app.auditTrail.list(query)), page: query.page, limit: query.limit };
    },
  });

  app.get('/admin/audit-log/export.csv', {
    config: { permission: 'audit.view' },
    schema: {
      tags: ['admin'],
      summary: 'Every matching entry as CSV (UTF-8 with BOM), streamed',
      querystring: auditLogQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { page: _page, limit: _limit, ...filters } = request.query;
      checkPeriod(filters);
      const pages = app.auditTrail.pages(filters);
      async function* csv() {
        yield auditCsvHeader();
        for await (const page of pages) yield auditCsvRows(page);
      }
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${auditCsvFileName(app.clock.now())}"`,
        )
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(csv()));
    },
  });
};

export default adminAuditLogRoutes;
