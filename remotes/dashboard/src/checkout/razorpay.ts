import type { Plan } from 'shared/contracts/subscriptions';
import type { Order, RazorpayFields } from './api';

/** Razorpay's hosted checkout script: loaded only when the api's gateway is razorpay. */
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayOutcome =
  | { kind: 'paid'; fields: RazorpayFields }
  /** Closed without paying (after a failed attempt too, which is then `failed`). */
  | { kind: 'dismissed' }
  /** The bank's reason when Razorpay gave one. */
  | { kind: 'failed'; reason: string | null };

type RazorpayInstance = {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (answer: { error?: { description?: string } }) => void,
  ): void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (globalThis as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (globalThis as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay checkout did not start'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay's checkout for the api's order and settles with what the payer did; the
 * handler's three fields go to the api for its signature check (never trusted here).
 */
export async function openRazorpayCheckout({
  order,
  plan,
}: {
  order: Order;
  plan: Plan;
}): Promise<RazorpayOutcome> {
  const { checkout } = order;
  if (checkout.gateway !== 'razorpay') throw new Error('Not a Razorpay order');
  const Razorpay = await loadRazorpay();
  return new Promise<RazorpayOutcome>((resolve) => {
    let failure: { reason: string | null } | null = null;
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: checkout.amount,
      currency: checkout.currency,
      name: 'PropertyMarket',
      description: plan.name,
      handler: (fields: RazorpayFields) => resolve({ kind: 'paid', fields }),
      modal: {
        ondismiss: () =>
          resolve(
            failure === null ? { kind: 'dismissed' } : { kind: 'failed', reason: failure.reason },
          ),
      },
    });
    instance.on('payment.failed', (answer) => {
      failure = { reason: answer.error?.description ?? null };
    });
    instance.open();
  });
}
