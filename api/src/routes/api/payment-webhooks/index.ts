import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelopeSchema } from 'shared/contracts/common';
import { notFound } from '../../../lib/errors';
import { handleRazorpayWebhook } from '../../../plugins/app/payments/webhooks';
import { answers } from '../../responses';

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Razorpay's webhooks (public: the signature is the authentication). This plugin alone parses
 * JSON as raw bytes, since the signature covers the body exactly as sent (razorpay-node #434).
 */
const paymentWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post('/webhooks/razorpay', {
    schema: {
      tags: ['payments'],
      summary: 'Razorpay events (X-Razorpay-Signature over the raw body; idempotent by event id)',
      response: answers(successEnvelopeSchema),
    },
    handler: async (request) => {
      const { razorpay } = app.payments;
      if (!razorpay) throw notFound('Route');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const result = await handleRazorpayWebhook(
        app.db,
        razorpay,
        app.config.payments.seller,
        {
          rawBody,
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        },
        app.clock.now(),
      );
      return { isSuccess: true as const, message: result };
    },
  });
};

export default paymentWebhooksRoutes;
