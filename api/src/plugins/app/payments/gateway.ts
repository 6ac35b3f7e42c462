import type { CheckoutGateway, PaymentGatewayName } from 'shared/contracts/payments';

export interface OrderRequest {
  /** Our payment's id (Razorpay's receipt), chosen before the order is made. */
  paymentId: string;
  amountPaise: number;
  currency: string;
  notes: Record<string, string>;
}

export interface GatewayOrder {
  orderId: string;
  amountPaise: number;
  currency: string;
}

/** Where a checkout's money goes: the local test gateway, or Razorpay. */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** Makes the order at the gateway (throws GatewayUnavailable when it does not answer). */
  createOrder(request: OrderRequest): Promise<GatewayOrder>;
  /** What the browser needs to open this gateway's checkout for the order. */
  checkoutFor(order: GatewayOrder): CheckoutGateway;
}

/** The gateway could not be reached or refused the order: the user may simply try again. */
export class GatewayUnavailable extends Error {}
