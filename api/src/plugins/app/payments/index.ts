import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Checkout } from './checkout';
import type { PaymentGateway } from './gateway';
import { PaymentsRepository } from './payments-repository';
import { RazorpayGateway } from './razorpay-gateway';
import { TestGateway } from './test-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      repository: PaymentsRepository;
      checkout: Checkout;
      /** Razorpay's adapter (signature checks, webhooks) when it is the configured gateway. */
      razorpay: RazorpayGateway | null;
    };
  }
}

async function paymentsPlugin(app: FastifyInstance) {
  const config = app.config.payments;
  const razorpay = config.gateway === 'razorpay' ? new RazorpayGateway(config.razorpay) : null;
  const gateway: PaymentGateway = razorpay ?? new TestGateway();
  const repository = new PaymentsRepository(app.db);
  app.decorate('payments', {
    repository,
    checkout: new Checkout(app.db, app.clock, config, gateway, repository),
    razorpay,
  });
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['database'] });
