import { z } from 'zod';
import { idSchema, otpSchema, phoneSchema, successEnvelopeSchema, text } from './common';

/** POST /api/users/user/login */
export const userLoginBodySchema = z.strictObject({ phone: phoneSchema });
export type UserLoginBody = z.infer<typeof userLoginBodySchema>;

/** Same answer whether or not the number is registered. */
export const userLoginAnswerSchema = successEnvelopeSchema.extend({
  resendAfterSeconds: z.number().int().min(0),
  expiresInSeconds: z.number().int().min(0),
});
export type UserLoginAnswer = z.infer<typeof userLoginAnswerSchema>;

/** POST /api/users/user/verify-otp */
export const verifyOtpBodySchema = z.strictObject({ phone: phoneSchema, otp: otpSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

/** The logged-in user as the header needs it. */
export const sessionUserSchema = z.object({
  _id: idSchema,
  phone: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  profileImage: z.string().nullable(),
  propertyCount: z.number().int().min(0),
  leadsCount: z.number().int().min(0),
  isNewUser: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const verifyOtpAnswerSchema = successEnvelopeSchema.extend({
  user: sessionUserSchema,
  token: z.string(),
  refreshToken: z.string(),
});
export type VerifyOtpAnswer = z.infer<typeof verifyOtpAnswerSchema>;

/** POST /api/users/user/logout/{userId}: revokes the calling token's refresh family. */
export const userLogoutParamsSchema = z.strictObject({ userId: idSchema });
export type UserLogoutParams = z.infer<typeof userLogoutParamsSchema>;
export const logoutAnswerSchema = successEnvelopeSchema;
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

/** POST /api/users/refresh-token (users and admins) */
export const refreshTokenBodySchema = z.strictObject({
  refreshToken: text('refreshToken', { min: 20, max: 200, trim: false }),
});
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>;

export const refreshTokenAnswerSchema = successEnvelopeSchema.extend({
  token: z.string(),
  refreshToken: z.string(),
});
export type RefreshTokenAnswer = z.infer<typeof refreshTokenAnswerSchema>;
