import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leadAnswerSchema,
  leadContactedBodySchema,
  leadParamsSchema,
  leadsAnswerSchema,
  leadsExportQuerySchema,
  leadsParamsSchema,
  leadsQuerySchema,
} from 'shared/contracts/leads';
import { contactOwnerAnswerSchema, contactOwnerBodySchema } from 'shared/contracts/listings';
import { notFound } from '../../../../lib/errors';
import { assertSelf } from '../../../../plugins/app/auth/index';
import {
  csvDocument,
  datedCsvFileName,
  LEADS_CSV_HEADER,
  leadCsvFields,
} from '../../../../plugins/app/leads/leads-csv';
import { contactOwner } from '../../../../plugins/app/listings/contact-owner';
import { sendCsv } from '../../../csv-reply';
import { answers, ok, paged } from '../../../responses';

/** A seeker contacts a listing's owner; an owner reads the leads on their listings. */
const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/users/leads', {
    schema: {
      tags: ['listings'],
      body: contactOwnerBodySchema,
      response: answers(contactOwnerAnswerSchema),
    },
    handler: async (request) => {
      const result = await contactOwner(
        app.db,
        request.auth?.subjectId as string,
        request.body,
        app.clock.now(),
      );
      return {
        isSuccess: true as const,
        message: result.created
          ? 'Your details have been shared with the advertiser. They will contact you soon.'
          : 'You have already contacted the advertiser about this property today. They have your details.',
        ...result,
      };
    },
  });

  app.get('/users/leads/:userId', {
    schema: {
      tags: ['leads'],
      params: leadsParamsSchema,
      querystring: leadsQuerySchema,
      response: answers(leadsAnswerSchema),
    },
    handler: async (request) => {
      const userId = assertSelf(request, request.params.userId);
      const page = await app.leads.list(userId, request.query);
      return { ...paged(page, request.query), totalCapped: page.totalCapped };
    },
  });

  app.patch('/users/leads/:userId/:leadId', {
    schema: {
      tags: ['leads'],
      params: leadParamsSchema,
      body: leadContactedBodySchema,
      response: answers(leadAnswerSchema),
    },
    handler: async (request) => {
      const userId = assertSelf(request, request.params.userId);
      const lead = await app.leads.setContacted(
        userId,
        request.params.leadId,
        request.body.contacted,
        app.clock.now(),
      );
      if (!lead) throw notFound('Lead');
      return { ...ok, lead };
    },
  });

  app.get('/users/leads/:userId/export.csv', {
    schema: {
      tags: ['leads'],
      summary: 'Every matching lead as CSV (UTF-8 with BOM), streamed',
      params: leadsParamsSchema,
      querystring: leadsExportQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const userId = assertSelf(request, request.params.userId);
      return sendCsv(
        reply,
        datedCsvFileName('leads', app.clock.now()),
        csvDocument(LEADS_CSV_HEADER, app.leads.pages(userId, request.query), leadCsvFields),
      );
    },
  });
};

export default leadsRoutes;
