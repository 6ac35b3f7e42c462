import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditHistoryAnswerSchema } from 'shared/contracts/adminAudit';
import {
  adminUserAnswerSchema,
  adminUserLeadsAnswerSchema,
  adminUserListingsAnswerSchema,
  adminUserParamsSchema,
  adminUserPaymentsAnswerSchema,
  adminUserSubListQuerySchema,
  adminUsersAnswerSchema,
  adminUsersQuerySchema,
  blockUserBodySchema,
} from 'shared/contracts/adminUsers';
import { notFound } from '../../../../lib/errors';
import { USERS_CSV_HEADER, userCsvFields } from '../../../../plugins/app/admin-users/users-csv';
import { staffOf } from '../../../../plugins/app/auth/index';
import { csvDocument, datedCsvFileName } from '../../../../plugins/app/leads/leads-csv';
import { sendCsv } from '../../../csv-reply';
import { answers, ok, paged } from '../../../responses';

/** Staff look users up, read what they have, and block or unblock them. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repository, blocking } = app.adminUsers;

  app.get('/admin/users', {
    config: { permission: 'users.view' },
    schema: {
      tags: ['admin'],
      querystring: adminUsersQuerySchema,
      response: answers(adminUsersAnswerSchema),
    },
    handler: async (request) => {
      const { query } = request;
      return { ...ok, ...(await repository.list(query)), page: query.page, limit: query.limit };
    },
  });

  app.get('/admin/users/export.csv', {
    config: { permission: 'users.view' },
    schema: {
      tags: ['admin'],
      summary: 'Every matching user as CSV (UTF-8 with BOM), newest first, streamed',
      querystring: adminUsersQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { page: _page, limit: _limit, ...filters } = request.query;
      return sendCsv(
        reply,
        datedCsvFileName('users', app.clock.now()),
        csvDocument(USERS_CSV_HEADER, repository.pages(filters), userCsvFields),
      );
    },
  });

  app.get('/admin/users/:id', {
    config: { permission: 'users.view' },
    schema: {
      tags: ['admin'],
      params: adminUserParamsSchema,
      response: answers(adminUserAnswerSchema),
    },
    handler: async (request) => {
      const user = await repository.detail(request.params.id, app.clock.now());
      if (!user) throw notFound('User');
      return { ...ok, user };
    },
  });

  const subList = {
    config: { permission: 'users.view' as const },
    schema: {
      tags: ['admin'],
      params: adminUserParamsSchema,
      querystring: adminUserSubListQuerySchema,
    },
  };
  app.get('/admin/users/:id/listings', {
    ...subList,
    schema: { ...subList.schema, response: answers(adminUserListingsAnswerSchema) },
    handler: async (request) =>
      paged(await repository.listings(request.params.id, request.query), request.query),
  });
  app.get('/admin/users/:id/leads', {
    ...subList,
    schema: { ...subList.schema, response: answers(adminUserLeadsAnswerSchema) },
    handler: async (request) =>
      paged(await repository.leads(request.params.id, request.query), request.query),
  });
  app.get('/admin/users/:id/payments', {
    ...subList,
    schema: { ...subList.schema, response: answers(adminUserPaymentsAnswerSchema) },
    handler: async (request) =>
      paged(await repository.payments(request.params.id, request.query), request.query),
  });

  app.get('/admin/users/:id/history', {
    config: { permission: 'users.view' },
    schema: {
      tags: ['admin'],
      summary: 'Staff actions on the user (blocks and unblocks), newest first',
      params: adminUserParamsSchema,
      response: answers(auditHistoryAnswerSchema),
    },
    handler: async (request) => ({
      ...ok,
      data: await app.audit.history('user', request.params.id, 50),
    }),
  });

  app.post('/admin/users/:id/block', {
    config: { permission: 'users.block' },
    schema: {
      tags: ['admin'],
      params: adminUserParamsSchema,
      body: blockUserBodySchema,
      response: answers(adminUserAnswerSchema),
    },
    handler: async (request) => {
      const now = app.clock.now();
      await blocking.block(staffOf(request), request.params.id, request.body.reason, now);
      const user = await repository.detail(request.params.id, now);
      if (!user) throw notFound('User');
      return { isSuccess: true as const, message: 'User blocked', user };
    },
  });

  app.post('/admin/users/:id/unblock', {
    config: { permission: 'users.block' },
    schema: {
      tags: ['admin'],
      params: adminUserParamsSchema,
      response: answers(adminUserAnswerSchema),
    },
    handler: async (request) => {
      await blocking.unblock(staffOf(request), request.params.id);
      const user = await repository.detail(request.params.id, app.clock.now());
      if (!user) throw notFound('User');
      return { isSuccess: true as const, message: 'User unblocked', user };
    },
  });
};

export default adminUsersRoutes;
