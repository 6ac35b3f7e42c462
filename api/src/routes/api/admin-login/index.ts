import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChangePasswordBodySchema,
  adminForgotPasswordBodySchema,
  adminLoginAnswerSchema,
  adminLoginBodySchema,
  adminMeAnswerSchema,
  adminPlainAnswerSchema,
  adminResetPasswordBodySchema,
} from 'shared/contracts';
import { unauthorized } from '../../../lib/errors';
import type { AdminRecord } from '../../../plugins/app/auth/admin-service';
import { answers, bearerSecurity } from '../../responses';

const toAdminUser = (admin: AdminRecord) => ({
  _id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
});

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const pair = await app.tokens.issue('admin', admin.id);
      return {
        isSuccess: true as const,
        message: 'Login successful',
        user: toAdminUser(admin),
        ...pair,
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

  app.post('/admin/change-password', {
    schema: {
      tags: ['admin'],
      security: bearerSecurity,
      body: adminChangePasswordBodySchema,
      response: answers(adminPlainAnswerSchema),
    },
    preHandler: app.requireAdmin,
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
    schema: {
      tags: ['admin'],
      security: bearerSecurity,
      response: answers(adminPlainAnswerSchema),
    },
    preHandler: app.requireAdmin,
    handler: async (request) => {
      if (request.auth) await app.tokens.revokeFamily(request.auth.familyId);
      return { isSuccess: true as const, message: 'Logout successful' };
    },
  });

  app.get('/admin/me', {
    schema: { tags: ['admin'], security: bearerSecurity, response: answers(adminMeAnswerSchema) },
    preHandler: app.requireAdmin,
    handler: async (request) => {
      const admin = request.auth ? await app.adminAuth.findById(request.auth.subjectId) : undefined;
      if (!admin) throw unauthorized();
      return { isSuccess: true as const, message: 'ok', user: toAdminUser(admin) };
    },
  });
};

export default adminAuthRoutes;
