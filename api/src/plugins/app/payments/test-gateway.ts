import type { GatewayOrder, OrderRequest, PaymentGateway } from './gateway';

/**
 * The local gateway for development and e2e: the order is made here, and the tester picks the
 * outcome (success, failure, cancel) on the checkout page (POST /api/checkout/test/{paymentId}).
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;

  async createOrder(request: OrderRequest): Promise<GatewayOrder> {
    return {
      orderId: `test_order_${request.paymentId}`,
      amountPaise: request.amountPaise,
      currency: request.currency,
    };
  }

  checkoutFor() {
    return { gateway: 'test' as const };
  }
}
