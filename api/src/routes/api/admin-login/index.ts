import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminForgotPasswordBodySchema,
  adminLoginAnswerSchema,
  adminLoginBodySchema,
  adminPlainAnswerSchema,
  adminResetPasswordBodySchema,
} from 'shared/contracts/adminAuth';
import { toAdminUser } from '../../admin-user';
import { answers } from '../../responses';

/** An admin's sign-in and forgotten password (public); the signed-in admin's routes are in admin/. */
const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginLimit = { rateLimit: { max: 30, timeWindow: '15 minutes' } };

  app.post('/users/login', {
    schema: {
      tags: ['admin'],
      body: adminLoginBodySchema,
      response: answers(adminLoginAnswerSchema),
    },
    config: loginLimit,
    handler: async (request) => {
      const admin = await app.adminAuth.login(request.body.email, request.body.password);
      const { token, refreshToken } = await app.tokens.issue('admin', admin.id);
      return {
        isSuccess: true as const,
        message: 'Login successful',
        user: toAdminUser(admin),
        token,
        refreshToken,
      };
    },
  });

  app.post('/admin/forgot-password', {
    schema: {
      tags: ['admin'],
      body: adminForgotPasswordBodySchema,
      response: answers(adminPlainAnswerSchema),
    },
    config: loginLimit,
    handler: async (request) => {
      await app.adminAuth.requestReset(request.body.email);
      return {
        isSuccess: true as const,
        message: 'If that e-mail belongs to an admin, a reset link has been sent.',
      };
    },
  });

  app.post('/admin/reset-password', {
    schema: {
      tags: ['admin'],
      body: adminResetPasswordBodySchema,
      response: answers(adminPlainAnswerSchema),
    },
    config: loginLimit,
    handler: async (request) => {
      const adminId = await app.adminAuth.resetPassword(
        request.body.token,
        request.body.newPassword,
      );
      await app.tokens.revokeSubject('admin', adminId);
      return { isSuccess: true as const, message: 'Password changed. Please log in.' };
    },
  });
};

export default adminLoginRoutes;
