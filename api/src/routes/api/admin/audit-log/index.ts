import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from 'shared/contracts/adminAudit';
import { badRequest } from '../../../../lib/errors';
import { AUDIT_CSV_HEADER, auditCsvFields } from '../../../../plugins/app/audit/audit-csv';
import { csvDocument, datedCsvFileName } from '../../../../plugins/app/leads/leads-csv';
import { sendCsv } from '../../../csv-reply';
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
      return sendCsv(
        reply,
        datedCsvFileName('audit-log', app.clock.now()),
        csvDocument(AUDIT_CSV_HEADER, app.auditTrail.pages(filters), auditCsvFields),
      );
    },
  });
};

export default adminAuditLogRoutes;
