import { z } from 'zod';
import { ADMIN_PERMISSIONS } from './adminPermissions';
import { emailSchema, idSchema, successEnvelopeSchema, text } from './common';

const newPasswordSchema = text('newPassword', { min: 10, max: 200, trim: false });

/** POST /api/users/login (admin) */
export const adminLoginBodySchema = z.strictObject({
  email: emailSchema,
  password: text('password', { min: 1, max: 200, trim: false }),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const adminUserSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string(),
  role: z.string(),
  /** What this role may do (ROLE_PERMISSIONS): the admin screens hide the rest. */
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminLoginAnswerSchema = successEnvelopeSchema.extend({
  user: adminUserSchema,
  token: z.string(),
  refreshToken: z.string(),
});
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswerSchema>;

/** POST /api/admin/forgot-password: same answer whether or not the e-mail exists. */
export const adminForgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type AdminForgotPasswordBody = z.infer<typeof adminForgotPasswordBodySchema>;

/** POST /api/admin/reset-password: one-time token from the e-mail link. */
export const adminResetPasswordBodySchema = z.strictObject({
  token: text('token', { min: 20, max: 200, trim: false }),
  newPassword: newPasswordSchema,
});
export type AdminResetPasswordBody = z.infer<typeof adminResetPasswordBodySchema>;

/** POST /api/admin/change-password (admin bearer). */
export const adminChangePasswordBodySchema = z.strictObject({
  currentPassword: text('currentPassword', { min: 1, max: 200, trim: false }),
  newPassword: newPasswordSchema,
});
export type AdminChangePasswordBody = z.infer<typeof adminChangePasswordBodySchema>;

/** GET /api/admin/me (admin bearer). */
export const adminMeAnswerSchema = successEnvelopeSchema.extend({ user: adminUserSchema });
export type AdminMeAnswer = z.infer<typeof adminMeAnswerSchema>;

export const adminPlainAnswerSchema = successEnvelopeSchema;
export type AdminPlainAnswer = z.infer<typeof adminPlainAnswerSchema>;
