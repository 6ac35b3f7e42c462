import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditHistoryAnswerSchema } from 'shared/contracts/adminAudit';
import {
  adminCouponAnswerSchema,
  adminCouponParamsSchema,
  adminCouponsAnswerSchema,
  adminCouponsQuerySchema,
  createCouponBodySchema,
  updateCouponBodySchema,
} from 'shared/contracts/adminCoupons';
import {
  COUPONS_CSV_HEADER,
  couponCsvFields,
} from '../../../../plugins/app/admin-coupons/coupons-csv';
import { staffOf } from '../../../../plugins/app/auth/index';
import { csvDocument, datedCsvFileName } from '../../../../plugins/app/leads/leads-csv';
import { sendCsv } from '../../../csv-reply';
import { answers, ok } from '../../../responses';

/** Finance staff list, create, edit, deactivate and reactivate coupons (the checkout applies them). */
const adminCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repository, editing } = app.adminCoupons;

  app.get('/admin/coupons', {
    config: { permission: 'coupons.view' },
    schema: {
      tags: ['admin'],
      querystring: adminCouponsQuerySchema,
      response: answers(adminCouponsAnswerSchema),
    },
    handler: async (request) => {
      const { query } = request;
      const list = await repository.list(query, app.clock.now());
      return { ...ok, ...list, page: query.page, limit: query.limit };
    },
  });

  app.get('/admin/coupons/export.csv', {
    config: { permission: 'coupons.view' },
    schema: {
      tags: ['admin'],
      summary: 'Every matching coupon as CSV (UTF-8 with BOM), streamed',
      querystring: adminCouponsQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { page: _page, limit: _limit, ...filters } = request.query;
      const now = app.clock.now();
      return sendCsv(
        reply,
        datedCsvFileName('coupons', now),
        csvDocument(COUPONS_CSV_HEADER, repository.pages(filters, now), couponCsvFields),
      );
    },
  });

  app.get('/admin/coupons/:id/history', {
    config: { permission: 'coupons.view' },
    schema: {
      tags: ['admin'],
      summary: 'Staff actions on the coupon (creation and each change), newest first',
      params: adminCouponParamsSchema,
      response: answers(auditHistoryAnswerSchema),
    },
    handler: async (request) => ({
      ...ok,
      data: await app.audit.history('coupon', request.params.id, 50),
    }),
  });

  app.post('/admin/coupons', {
    config: { permission: 'coupons.manage' },
    schema: {
      tags: ['admin'],
      body: createCouponBodySchema,
      response: answers(adminCouponAnswerSchema),
    },
    handler: async (request) => {
      const coupon = await editing.create(staffOf(request), request.body, app.clock.now());
      return { isSuccess: true as const, message: 'Coupon created', coupon };
    },
  });

  app.patch('/admin/coupons/:id', {
    config: { permission: 'coupons.manage' },
    schema: {
      tags: ['admin'],
      params: adminCouponParamsSchema,
      body: updateCouponBodySchema,
      response: answers(adminCouponAnswerSchema),
    },
    handler: async (request) => {
      const coupon = await editing.update(
        staffOf(request),
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return { isSuccess: true as const, message: 'Coupon saved', coupon };
    },
  });
};

export default adminCouponsRoutes;
