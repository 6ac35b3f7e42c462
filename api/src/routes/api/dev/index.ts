import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devEmailAnswerSchema,
  devEmailQuerySchema,
  devOtpAnswerSchema,
  devOtpParamsSchema,
} from 'shared/contracts';
import { notFound } from '../../../lib/errors';
import type { DevEmailSink } from '../../../providers/email';
import type { DevSmsSink } from '../../../providers/sms';
import { answers } from '../../responses';

export interface DevRoutesOptions {
  sms: DevSmsSink | undefined;
  email: DevEmailSink | undefined;
}

/** Registered only outside production (see app.ts): lets the README demo, tests and e2e read codes. */
const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, options) => {
  app.get('/dev/otp/:phone', {
    schema: { tags: ['dev'], params: devOtpParamsSchema, response: answers(devOtpAnswerSchema) },
    handler: async (request) => {
      const latest = options.sms?.latestFor(request.params.phone);
      if (!latest) throw notFound('OTP');
      return {
        isSuccess: true as const,
        message: 'ok',
        otp: latest.otp,
        sentAt: latest.sentAt.toISOString(),
      };
    },
  });

  app.get('/dev/emails', {
    schema: {
      tags: ['dev'],
      querystring: devEmailQuerySchema,
      response: answers(devEmailAnswerSchema),
    },
    handler: async (request) => {
      const latest = options.email?.latestFor(request.query.to);
      if (!latest) throw notFound('E-mail');
      return {
        isSuccess: true as const,
        message: 'ok',
        email: {
          to: latest.to,
          subject: latest.subject,
          text: latest.text,
          sentAt: latest.sentAt.toISOString(),
        },
      };
    },
  });
};

export default devRoutes;
