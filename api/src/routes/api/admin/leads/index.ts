import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLeadAnswerSchema,
  adminLeadParamsSchema,
  adminLeadsPageSchema,
  adminLeadsQuerySchema,
  assignLeadsAnswerSchema,
  assignLeadsBodySchema,
  leadAssigneesAnswerSchema,
  leadHistoryAnswerSchema,
  leadStatusBodySchema,
} from 'shared/contracts/adminLeads';
import { unauthorized } from '../../../../lib/errors';
import {
  ADMIN_LEADS_CSV_HEADER,
  adminLeadCsvFields,
} from '../../../../plugins/app/admin-leads/admin-leads-csv';
import { csvDocument, datedCsvFileName } from '../../../../plugins/app/leads/leads-csv';
import { sendCsv } from '../../../csv-reply';
import { answers, ok } from '../../../responses';

/** The admin hooks set `request.admin` before any handler; without it the call is not signed in. */
function staffOf(request: FastifyRequest) {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** Lead management: every lead for the operations team, assigning, forwarding, the workflow. */
const adminLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repository, dispatch } = app.adminLeads;

  app.get('/admin/leads', {
    config: { permission: 'leads.view' },
    schema: {
      tags: ['admin'],
      querystring: adminLeadsQuerySchema,
      response: answers(adminLeadsPageSchema),
    },
    handler: async (request) => {
      const { query } = request;
      const list = await repository.list(query, staffOf(request).id);
      return { ...ok, ...list, page: query.page, limit: query.limit };
    },
  });

  app.get('/admin/leads/export.csv', {
    config: { permission: 'leads.view' },
    schema: {
      tags: ['admin'],
      summary: 'Every matching lead as CSV (UTF-8 with BOM), in the list order, streamed',
      querystring: adminLeadsQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { page: _page, limit: _limit, ...filters } = request.query;
      const pages = repository.pages(filters, staffOf(request).id);
      return sendCsv(
        reply,
        datedCsvFileName('all-leads', app.clock.now()),
        csvDocument(ADMIN_LEADS_CSV_HEADER, pages, adminLeadCsvFields),
      );
    },
  });

  app.get('/admin/leads/assignees', {
    config: { permission: 'leads.dispatch' },
    schema: { tags: ['admin'], response: answers(leadAssigneesAnswerSchema) },
    handler: async () => ({ ...ok, data: await dispatch.assignees() }),
  });

  app.post('/admin/leads/assign', {
    config: { permission: 'leads.dispatch' },
    schema: {
      tags: ['admin'],
      body: assignLeadsBodySchema,
      response: answers(assignLeadsAnswerSchema),
    },
    handler: async (request) => {
      const results = await dispatch.assign(staffOf(request), request.body);
      const done = results.filter((result) => result.ok).length;
      return {
        isSuccess: true as const,
        message:
          done === results.length
            ? `${done} ${done === 1 ? 'lead' : 'leads'} assigned`
            : `${done} of ${results.length} leads assigned; see each lead's reason`,
        results,
      };
    },
  });

  app.post('/admin/leads/:id/forward', {
    config: { permission: 'leads.dispatch' },
    schema: {
      tags: ['admin'],
      params: adminLeadParamsSchema,
      response: answers(adminLeadAnswerSchema),
    },
    handler: async (request) => {
      const lead = await dispatch.forward(staffOf(request), request.params.id);
      return { isSuccess: true as const, message: 'Lead forwarded to the owner by e-mail', lead };
    },
  });

  app.patch('/admin/leads/:id', {
    config: { permission: 'leads.dispatch' },
    schema: {
      tags: ['admin'],
      params: adminLeadParamsSchema,
      body: leadStatusBodySchema,
      response: answers(adminLeadAnswerSchema),
    },
    handler: async (request) => {
      const lead = await dispatch.setStatus(staffOf(request), request.params.id, request.body);
      return { isSuccess: true as const, message: `Lead marked ${lead.status}`, lead };
    },
  });

  app.get('/admin/leads/:id/history', {
    config: { permission: 'leads.view' },
    schema: {
      tags: ['admin'],
      params: adminLeadParamsSchema,
      response: answers(leadHistoryAnswerSchema),
    },
    handler: async (request) => ({ ...ok, data: await dispatch.history(request.params.id) }),
  });
};

export default adminLeadsRoutes;
