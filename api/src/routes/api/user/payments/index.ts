import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutBodySchema,
  invoiceAnswerSchema,
  invoiceParamsSchema,
  orderAnswerSchema,
  paymentAnswerSchema,
  paymentParamsSchema,
  paymentsAnswerSchema,
  quoteAnswerSchema,
  razorpayVerifyBodySchema,
  testOutcomeBodySchema,
} from 'shared/contracts/payments';
import {
  currentSubscriptionAnswerSchema,
  startFreePlanBodySchema,
} from 'shared/contracts/subscriptions';
import { HttpError, notFound, unauthorized } from '../../../../lib/errors';
import { currentPlan, startFreePlan } from '../../../../plugins/app/payments/current-plan';
import { findInvoice } from '../../../../plugins/app/payments/invoices';
import { answers, ok } from '../../../responses';

const ORDERS_PER_15_MINUTES = 60;

const signedIn = (request: { auth?: { subjectId: string } | null }) => {
  const id = request.auth?.subjectId;
  if (!id) throw unauthorized();
  return id;
};

/**
 * The signed-in user's plan, checkout and payments. Another user's payment or invoice answers
 * 404 (its existence is not revealed).
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, repository } = app.payments;

  app.get('/subscription/current', {
    schema: { tags: ['subscriptions'], response: answers(currentSubscriptionAnswerSchema) },
    handler: (request) => currentPlan(app.db, signedIn(request), app.clock.now()),
  });

  app.post('/subscription/free', {
    schema: {
      tags: ['subscriptions'],
      summary: 'Starts the FREE plan for a user who never had one (409 otherwise)',
      body: startFreePlanBodySchema,
      response: answers(currentSubscriptionAnswerSchema),
    },
    handler: (request) => startFreePlan(app.db, signedIn(request), app.clock.now()),
  });

  app.post('/checkout/quote', {
    schema: { tags: ['checkout'], body: checkoutBodySchema, response: answers(quoteAnswerSchema) },
    handler: async (request) => {
      const { quote } = await checkout.quote(signedIn(request), request.body);
      return { ...ok, quote };
    },
  });

  app.post('/checkout/orders', {
    schema: { tags: ['checkout'], body: checkoutBodySchema, response: answers(orderAnswerSchema) },
    // Each order is a row here and a call to the gateway: a loose cap per client address.
    config: { rateLimit: { max: ORDERS_PER_15_MINUTES, timeWindow: '15 minutes' } },
    handler: async (request) => ({
      ...ok,
      ...(await checkout.createOrder(signedIn(request), request.body)),
    }),
  });

  app.post('/checkout/test/:paymentId', {
    schema: {
      tags: ['checkout'],
      summary: "The local test gateway's outcome (only for a test-gateway payment)",
      params: paymentParamsSchema,
      body: testOutcomeBodySchema,
      response: answers(paymentAnswerSchema),
    },
    handler: async (request) => ({
      ...ok,
      payment: await checkout.settleTest(signedIn(request), request.params.paymentId, request.body),
    }),
  });

  app.post('/checkout/razorpay/verify', {
    schema: {
      tags: ['checkout'],
      summary: "Razorpay checkout's success handler: signature checked, payment read back",
      body: razorpayVerifyBodySchema,
      response: answers(paymentAnswerSchema),
    },
    handler: async (request) => {
      const { razorpay } = app.payments;
      if (!razorpay)
        throw new HttpError(409, 'Razorpay is not the payment gateway of this server.', 'CONFLICT');
      return {
        ...ok,
        payment: await checkout.verifyRazorpay(signedIn(request), request.body, razorpay),
      };
    },
  });

  app.get('/payments', {
    schema: { tags: ['payments'], response: answers(paymentsAnswerSchema) },
    handler: async (request) => ({ ...ok, payments: await repository.list(signedIn(request)) }),
  });

  app.get('/payments/:paymentId', {
    schema: {
      tags: ['payments'],
      params: paymentParamsSchema,
      response: answers(paymentAnswerSchema),
    },
    handler: async (request) => {
      const payment = await repository.find(signedIn(request), request.params.paymentId);
      if (!payment) throw notFound('Payment');
      return { ...ok, payment };
    },
  });

  app.get('/invoices/:invoiceId', {
    schema: {
      tags: ['payments'],
      params: invoiceParamsSchema,
      response: answers(invoiceAnswerSchema),
    },
    handler: async (request) => {
      const invoice = await findInvoice(app.db, signedIn(request), request.params.invoiceId);
      if (!invoice) throw notFound('Invoice');
      return { ...ok, invoice };
    },
  });
};

export default paymentsRoutes;
