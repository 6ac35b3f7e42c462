import { createEffect, createEvent, createStore, restore, sample } from 'effector';
import type { Plan } from 'shared/contracts/subscriptions';
import { messageOf } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import {
  createOrder,
  fetchPlans,
  type Order,
  type Payment,
  type Quote,
  quoteCheckout,
  type RazorpayFields,
  sendTestOutcome,
  type TestOutcome,
  verifyRazorpay,
} from './api';
import { checkoutTexts } from './i18n';
import { cancelPath, successPath } from './paths';
import { openRazorpayCheckout, type RazorpayOutcome } from './razorpay';
import { reasonOf, statusOf, withoutStop } from './reason';

export type CheckoutLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; plan: Plan }
  /** No plan in the URL, a code the api does not know, or the free plan (no checkout). */
  | { kind: 'unavailable' }
  /** The api will not sell this plan to this user (400: e.g. its quota is already filled). */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

type Opened = { plan: Plan | null; quote: Quote | null };

// UI events
export const checkoutOpened = createEvent<string | null>();
export const checkoutRetryClicked = createEvent();
export const couponChanged = createEvent<string>();
export const couponApplyClicked = createEvent();
export const couponRemoveClicked = createEvent();
export const payClicked = createEvent();
export const testOutcomeChosen = createEvent<TestOutcome>();

// effects
/** The plan (from the public list) and the price without a coupon; no quote for a free plan. */
export const openCheckoutFx = createEffect(async (planCode: string | null): Promise<Opened> => {
  if (!planCode) return { plan: null, quote: null };
  const plans = await fetchPlans();
  const plan = plans.find((entry) => entry.code === planCode) ?? null;
  if (!plan || plan.priceRupees === 0) return { plan: null, quote: null };
  return { plan, quote: await quoteCheckout({ planCode }) };
});
export const applyCouponFx = createEffect(quoteCheckout);
export const createOrderFx = createEffect(createOrder);
export const sendTestOutcomeFx = createEffect(sendTestOutcome);
export const razorpayCheckoutFx = createEffect(
  (input: { order: Order; plan: Plan }): Promise<RazorpayOutcome> => openRazorpayCheckout(input),
);
export const verifyRazorpayFx = createEffect(
  async (input: { paymentId: string; fields: RazorpayFields }) => verifyRazorpay(input.fields),
);

// data
const $planCode = restore(checkoutOpened, null);
export const $checkoutLoad = createStore<CheckoutLoad>({ kind: 'loading' })
  .on(openCheckoutFx, () => ({ kind: 'loading' }))
  .on(openCheckoutFx.doneData, (_, { plan }) =>
    plan ? { kind: 'ready', plan } : { kind: 'unavailable' },
  )
  .on(openCheckoutFx.failData, (_, error): CheckoutLoad => {
    const status = statusOf(error);
    if (status === 400 || status === 404)
      return { kind: 'refused', message: messageOf(error, checkoutTexts.t('load.unavailable')) };
    return {
      kind: 'failed',
      message: checkoutTexts.t('load.failed', { reason: reasonOf(error) }),
    };
  });
/** The price the server computed for what is on the page (with the applied coupon, if any). */
export const $quote = createStore<Quote | null>(null)
  .on(openCheckoutFx.doneData, (_, { quote }) => quote)
  .on(applyCouponFx.doneData, (_, quote) => quote);
export const $couponInput = createStore('')
  .on(couponChanged, (_, value) => value.toUpperCase())
  .reset(checkoutOpened);
/** Why the server refused the coupon, shown at the field. */
export const $couponError = createStore<string | null>(null)
  .on(applyCouponFx.failData, (_, error) =>
    statusOf(error) === 400
      ? messageOf(error, checkoutTexts.t('coupon.refused'))
      : checkoutTexts.t('coupon.failed', { reason: reasonOf(error) }),
  )
  .reset([checkoutOpened, couponChanged, applyCouponFx]);
/** Why paying did not go through (nothing was charged), with what to do. */
export const $payError = createStore<string | null>(null).reset([checkoutOpened, payClicked]);
/** The test gateway's payment waiting for the tester's choice (its panel shows meanwhile). */
export const $testPaymentId = createStore<string | null>(null).reset(checkoutOpened);
export const $paying = createStore(false)
  .on(payClicked, () => true)
  .reset(checkoutOpened);

// logic
sample({ clock: checkoutOpened, target: openCheckoutFx });
sample({ clock: checkoutRetryClicked, source: $planCode, target: openCheckoutFx });

const couponToApply = sample({
  clock: couponApplyClicked,
  source: { planCode: $planCode, couponCode: $couponInput },
  filter: ({ planCode, couponCode }) => planCode !== null && couponCode.trim() !== '',
  fn: ({ planCode, couponCode }) => ({
    planCode: planCode as string,
    couponCode: couponCode.trim(),
  }),
});
sample({ clock: couponToApply, target: applyCouponFx });
$couponError.on(
  sample({ clock: couponApplyClicked, source: $couponInput, filter: (code) => code.trim() === '' }),
  () => checkoutTexts.t('coupon.empty'),
);
const couponRemoved = sample({
  clock: couponRemoveClicked,
  source: $planCode,
  filter: Boolean,
  fn: (planCode) => ({ planCode }),
});
sample({ clock: couponRemoved, target: applyCouponFx });
$couponInput.on(couponRemoveClicked, () => '');

// Pay: an order for the plan with the coupon the shown price includes.
sample({
  clock: payClicked,
  source: { planCode: $planCode, quote: $quote, paying: createOrderFx.pending },
  filter: ({ planCode, quote, paying }) => planCode !== null && quote !== null && !paying,
  fn: ({ planCode, quote }) => ({
    planCode: planCode as string,
    ...(quote?.coupon ? { couponCode: quote.coupon.code } : {}),
  }),
  target: createOrderFx,
});
$payError.on(createOrderFx.failData, (_, error) => {
  const status = statusOf(error);
  // A refusal (a coupon used up since it was applied, a plan not for this user) will not pass on retry.
  return status === 400 || status === 409
    ? checkoutTexts.t('pay.refused', { reason: reasonOf(error) })
    : checkoutTexts.t('pay.orderFailed', { reason: reasonOf(error) });
});
$paying.on(createOrderFx.failData, () => false);

$testPaymentId.on(createOrderFx.doneData, (current, order) =>
  order.checkout.gateway === 'test' ? order.payment._id : current,
);
sample({
  clock: testOutcomeChosen,
  source: $testPaymentId,
  filter: Boolean,
  fn: (paymentId, outcome) => ({ paymentId, outcome }),
  target: sendTestOutcomeFx,
});
$testPaymentId.reset(sendTestOutcomeFx.finally);

const razorpayOrder = sample({
  clock: createOrderFx.doneData,
  source: $checkoutLoad,
  filter: (load, order) => load.kind === 'ready' && order.checkout.gateway === 'razorpay',
  fn: (load, order) => ({ order, plan: (load as { plan: Plan }).plan }),
});
sample({ clock: razorpayOrder, target: razorpayCheckoutFx });

// Where a settled payment goes: paid to /Success, cancelled to /Cancel, failed stays here.
const settled = sample({
  clock: [sendTestOutcomeFx.doneData, verifyRazorpayFx.doneData],
  source: $planCode,
  fn: (planCode, payment: Payment) => ({ planCode: planCode ?? payment.planCode, payment }),
});
sample({
  clock: settled,
  filter: ({ payment }) => payment.status === 'paid',
  fn: ({ payment }) => ({ to: successPath(payment._id) }),
  target: navigateFx,
});
sample({
  clock: settled,
  filter: ({ payment }) => payment.status === 'cancelled',
  fn: ({ planCode, payment }) => ({ to: cancelPath(payment._id, planCode) }),
  target: navigateFx,
});
$payError.on(settled, (current, { payment }) => {
  if (payment.status !== 'failed') return current;
  return payment.failureReason
    ? checkoutTexts.t('pay.failedWithReason', { reason: withoutStop(payment.failureReason) })
    : checkoutTexts.t('pay.failed');
});
$paying.on(
  settled,
  (_, { payment }) => payment.status === 'paid' || payment.status === 'cancelled',
);

const razorpayAnswered = sample({
  clock: razorpayCheckoutFx.done,
  fn: ({ params, result }) => ({
    paymentId: params.order.payment._id,
    planCode: params.plan.code,
    result,
  }),
});
sample({
  clock: razorpayAnswered,
  filter: ({ result }) => result.kind === 'paid',
  fn: ({ paymentId, result }) => ({
    paymentId,
    fields: (result as Extract<RazorpayOutcome, { kind: 'paid' }>).fields,
  }),
  target: verifyRazorpayFx,
});
sample({
  clock: razorpayAnswered,
  filter: ({ result }) => result.kind === 'dismissed',
  fn: ({ paymentId, planCode }) => ({ to: cancelPath(paymentId, planCode) }),
  target: navigateFx,
});
$payError.on(razorpayAnswered, (current, { result }) =>
  result.kind !== 'failed'
    ? current
    : result.reason
      ? checkoutTexts.t('pay.failedWithReason', { reason: withoutStop(result.reason) })
      : checkoutTexts.t('pay.failed'),
);

$payError.on([sendTestOutcomeFx.failData, razorpayCheckoutFx.failData], (_, error) =>
  checkoutTexts.t('pay.gatewayUnreachable', { reason: reasonOf(error) }),
);
$payError.on(verifyRazorpayFx.failData, (_, error) =>
  checkoutTexts.t('pay.notConfirmed', { reason: reasonOf(error) }),
);
$paying.on(
  [sendTestOutcomeFx.failData, razorpayCheckoutFx.failData, verifyRazorpayFx.failData],
  () => false,
);
$paying.on(
  razorpayAnswered,
  (_, { result }) => result.kind === 'paid' || result.kind === 'dismissed',
);
