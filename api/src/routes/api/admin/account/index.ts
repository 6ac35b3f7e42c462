import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChangePasswordBodySchema,
  adminMeAnswerSchema,
  adminPlainAnswerSchema,
} from 'shared/contracts/adminAuth';
import { unauthorized } from '../../../../lib/errors';
import { staffOf } from '../../../../plugins/app/auth/index';
import { toAdminUser } from '../../../admin-user';
import { answers } from '../../../responses';

/** The signed-in admin: who am I, change my password, log out. */
const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/admin/change-password', {
    config: { permission: 'staff' },
    schema: {
      tags: ['admin'],
      body: adminChangePasswordBodySchema,
      response: answers(adminPlainAnswerSchema),
    },
    handler: async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      await app.adminAuth.changePassword(
        auth.subjectId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { isSuccess: true as const, message: 'Password changed' };
    },
  });

  app.post('/admin/logout', {
    config: { permission: 'staff' },
    schema: {
      tags: ['admin'],
      response: answers(adminPlainAnswerSchema),
    },
    handler: async (request) => {
      if (request.auth) await app.tokens.revokeFamily(request.auth.familyId);
      return { isSuccess: true as const, message: 'Logout successful' };
    },
  });

  app.get('/admin/me', {
    config: { permission: 'staff' },
    schema: { tags: ['admin'], response: answers(adminMeAnswerSchema) },
    // The admin guard has just read the staff row (role as of this request): no second read.
    handler: async (request) => {
      return { isSuccess: true as const, message: 'ok', user: toAdminUser(staffOf(request)) };
    },
  });
};

export default adminAccountRoutes;
