import {
  type Invoice,
  invoiceAnswerSchema,
  type Payment,
  paymentsAnswerSchema,
} from 'shared/contracts/payments';
import {
  type CurrentSubscriptionAnswer,
  currentSubscriptionAnswerSchema,
} from 'shared/contracts/subscriptions';
import { request, userApi } from 'shared/http';

export { fetchPlans } from '../checkout/api';
export type CurrentPlan = Pick<CurrentSubscriptionAnswer, 'current' | 'freePlanAvailable'>;

const pick = ({ current, freePlanAvailable }: CurrentSubscriptionAnswer): CurrentPlan => ({
  current,
  freePlanAvailable,
});

/** GET /api/subscription/current: the plan now, and whether the free plan can still start. */
export async function fetchCurrentPlan(): Promise<CurrentPlan> {
  return pick(
    await request(currentSubscriptionAnswerSchema, userApi.get('subscription/current').json()),
  );
}

/** POST /api/subscription/free: starts the free plan (409 with words when it was used before). */
export async function startFreePlan(): Promise<CurrentPlan> {
  return pick(
    await request(currentSubscriptionAnswerSchema, userApi.post({}, 'subscription/free').json()),
  );
}

/** GET /api/payments: the user's payments, newest first. */
export async function fetchPayments(): Promise<Payment[]> {
  return (await request(paymentsAnswerSchema, userApi.get('payments').json())).payments;
}

/** GET /api/invoices/{invoiceId}: another user's answers 404. */
export async function fetchInvoice(invoiceId: string): Promise<Invoice> {
  return (
    await request(
      invoiceAnswerSchema,
      userApi.get(`invoices/${encodeURIComponent(invoiceId)}`).json(),
    )
  ).invoice;
}
