import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_DASHBOARD_DEFAULT_DAYS,
  adminDashboardAnswerSchema,
  adminDashboardQuerySchema,
} from 'shared/contracts/adminDashboard';
import { can } from 'shared/contracts/adminPermissions';
import { lastIndiaDays } from '../../../../plugins/app/owner-listings/india-day';
import { answers, ok } from '../../../responses';

/** The staff dashboard's numbers for a period of India days (/admin/dashboard). */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/dashboard', {
    config: { permission: 'dashboard.view' },
    schema: {
      tags: ['admin'],
      summary:
        'New users, listings and leads per India day (zeros included), listings by status, the review queue, and revenue per plan (null without revenue.view)',
      querystring: adminDashboardQuerySchema,
      response: answers(adminDashboardAnswerSchema),
    },
    handler: async (request) => {
      const now = app.clock.now();
      const lastDays = lastIndiaDays(now, ADMIN_DASHBOARD_DEFAULT_DAYS);
      const period = {
        from: request.query.from ?? (lastDays[0] as string),
        to: request.query.to ?? (lastDays.at(-1) as string),
      };
      const withRevenue = can(request.admin?.role ?? '', 'revenue.view');
      return { ...ok, ...(await app.adminDashboard.forPeriod(period, now, withRevenue)) };
    },
  });
};

export default adminDashboardRoutes;
