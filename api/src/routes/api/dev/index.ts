import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devEmailAnswerSchema,
  devEmailQuerySchema,
  devOtpAnswerSchema,
  devOtpParamsSchema,
  devPublishAnswerSchema,
  devPublishParamsSchema,
} from 'shared/contracts/dev';
import { notFound } from '../../../lib/errors';
import { publishListing } from '../../../plugins/app/listings/publish';
import { DevEmailSink } from '../../../providers/email';
import { DevSmsSink } from '../../../providers/sms';
import { answers } from '../../responses';

/**
 * Loaded only outside production (app.ts ignores this folder there): lets the README demo, tests
 * and e2e read the codes and e-mails the development sinks kept.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const sms = app.sms instanceof DevSmsSink ? app.sms : undefined;
  const email = app.email instanceof DevEmailSink ? app.email : undefined;

  app.get('/dev/otp/:phone', {
    schema: { tags: ['dev'], params: devOtpParamsSchema, response: answers(devOtpAnswerSchema) },
    handler: async (request) => {
      const latest = sms?.latestFor(request.params.phone);
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
      const latest = email?.latestFor(request.query.to);
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

  // Until the admin's approval exists: e2e makes a listing go live (and saved searches hear of it).
  app.post('/dev/listings/:id/publish', {
    schema: {
      tags: ['dev'],
      params: devPublishParamsSchema,
      response: answers(devPublishAnswerSchema),
    },
    handler: async (request) => {
      const published = await publishListing(app.db, request.params.id, app.clock.now());
      if (!published) throw notFound('Property');
      app.listingChanges.changed();
      app.jobWorker.poke();
      return {
        isSuccess: true as const,
        message: 'Listing published',
        property: {
          _id: published.id,
          status: published.status,
          publishedAt: published.publishedAt.toISOString(),
          expiresAt: published.expiresAt.toISOString(),
        },
      };
    },
  });
};

export default devRoutes;
