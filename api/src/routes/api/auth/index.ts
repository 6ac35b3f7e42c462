import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  refreshTokenAnswerSchema,
  refreshTokenBodySchema,
  userLoginAnswerSchema,
  userLoginBodySchema,
  verifyOtpAnswerSchema,
  verifyOtpBodySchema,
} from 'shared/contracts/auth';
import { HttpError } from '../../../lib/errors';
import {
  assertHolderMayRefresh,
  assertUserNotBlocked,
} from '../../../plugins/app/auth/account-block';
import { OTP_RULES } from '../../../plugins/app/auth/otp-service';
import { setPageSession } from '../../../plugins/app/auth/page-session';
import { answers } from '../../responses';

const FIFTEEN_MINUTES = '15 minutes';

/** The optional `X-Device-Id` a client keeps (random, 16-64 url-safe characters); else none. */
const deviceId = (header: string | string[] | undefined) =>
  typeof header === 'string' && /^[\w-]{16,64}$/.test(header) ? header : undefined;

/** A user's sign-in by one-time code and the token refresh (public); logout is in user/session. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/users/user/login', {
    schema: { tags: ['auth'], body: userLoginBodySchema, response: answers(userLoginAnswerSchema) },
    config: {
      rateLimit: { max: app.config.otpIpLimits.sendPer15Min, timeWindow: FIFTEEN_MINUTES },
    },
    handler: async (request) => {
      const code = await app.otp.issue(request.body.phone);
      try {
        await app.sms.sendOtp(request.body.phone, code);
      } catch (error) {
        request.log.error({ err: error }, 'SMS sending failed');
        throw new HttpError(503, 'Could not send the OTP right now. Please try again shortly.');
      }
      return {
        isSuccess: true as const,
        message: 'OTP sent successfully',
        resendAfterSeconds: OTP_RULES.resendAfterMs / 1000,
        expiresInSeconds: OTP_RULES.codeTtlMs / 1000,
      };
    },
  });

  app.post('/users/user/verify-otp', {
    schema: { tags: ['auth'], body: verifyOtpBodySchema, response: answers(verifyOtpAnswerSchema) },
    config: {
      rateLimit: { max: app.config.otpIpLimits.verifyPer15Min, timeWindow: FIFTEEN_MINUTES },
    },
    handler: async (request, reply) => {
      const user = await app.otp.verify(request.body.phone, request.body.otp, {
        ip: request.ip,
        device: deviceId(request.headers['x-device-id']),
      });
      await assertUserNotBlocked(app.db, user._id);
      const { token, refreshToken, familyId } = await app.tokens.issue('user', user._id);
      await setPageSession(app, request, reply, { userId: user._id, familyId });
      return {
        isSuccess: true as const,
        message: user.isNewUser ? 'Login successfully! Create your profile' : 'Login successful',
        user,
        token,
        refreshToken,
      };
    },
  });

  app.post('/users/refresh-token', {
    schema: {
      tags: ['auth'],
      body: refreshTokenBodySchema,
      response: answers(refreshTokenAnswerSchema),
    },
    config: { rateLimit: { max: 300, timeWindow: FIFTEEN_MINUTES } },
    handler: async (request, reply) => {
      const holder = await app.tokens.holderOf(request.body.refreshToken);
      await assertHolderMayRefresh(app.db, holder);
      const { pair, audience, subjectId, familyId } = await app.tokens.refresh(
        request.body.refreshToken,
      );
      // The page session slides with the refresh family it belongs to.
      if (audience === 'user')
        await setPageSession(app, request, reply, { userId: subjectId, familyId });
      return { isSuccess: true as const, message: 'Token refreshed', ...pair };
    },
  });
};

export default authRoutes;
