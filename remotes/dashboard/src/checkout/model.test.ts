import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $navigator } from 'shared/navigation';
import {
  $checkoutLoad,
  $payError,
  $quote,
  checkoutOpened,
  createOrderFx,
  openCheckoutFx,
  payClicked,
  razorpayCheckoutFx,
  verifyRazorpayFx,
} from './model';
import type { RazorpayOutcome } from './razorpay';
import { fakeApi } from './test/fakeApi';
import {
  basicPlan,
  basicQuote,
  freePlan,
  PAYMENT_ID,
  paidPayment,
  razorpayFields,
  razorpayOrder,
} from './test/fixtures';

afterEach(() => {
  rs.restoreAllMocks();
});

const plansAnswer = { isSuccess: true, message: 'ok', plans: [freePlan, basicPlan] };

function checkoutApi() {
  return fakeApi(({ method, path }) => {
    if (method === 'GET' && path === 'subscription/plans') return { body: plansAnswer };
    if (method === 'POST' && path === 'checkout/quote')
      return { body: { isSuccess: true, message: 'ok', quote: basicQuote } };
    return null;
  });
}

describe('opening the checkout', () => {
  it("asks the server for a paid plan's price (no coupon yet)", async () => {
    const { calls } = checkoutApi();
    const scope = fork();
    await allSettled(checkoutOpened, { scope, params: 'BASIC' });
    expect(scope.getState($checkoutLoad)).toEqual({ kind: 'ready', plan: basicPlan });
    expect(scope.getState($quote)).toEqual(basicQuote);
    expect(calls).toContainEqual({
      method: 'POST',
      path: 'checkout/quote',
      body: { planCode: 'BASIC' },
    });
  });

  it('sells neither the free plan nor a plan the api does not know, nor no plan at all', async () => {
    for (const planCode of ['FREE', 'GOLD', null]) {
      const { calls } = checkoutApi();
      const scope = fork();
      await allSettled(checkoutOpened, { scope, params: planCode });
      expect(scope.getState($checkoutLoad)).toEqual({ kind: 'unavailable' });
      expect(calls.some((call) => call.path === 'checkout/quote')).toBe(false);
      rs.restoreAllMocks();
    }
  });

  it('says the price could not be loaded when the plans do not come', async () => {
    fakeApi(() => ({ status: 503, body: { isSuccess: false, message: 'The database is busy.' } }));
    const scope = fork();
    await allSettled(checkoutOpened, { scope, params: 'BASIC' });
    expect(scope.getState($checkoutLoad)).toEqual({
      kind: 'failed',
      message:
        'The price could not be loaded: The database is busy. Check your connection and press Retry.',
    });
  });
});

describe('paying with Razorpay', () => {
  const fields = razorpayFields;

  async function pay(outcome: RazorpayOutcome, verify = async () => paidPayment) {
    const navigate = rs.fn();
    const verified = rs.fn(verify);
    const scope = fork({
      values: [[$navigator, navigate]],
      handlers: [
        [openCheckoutFx, async () => ({ plan: basicPlan, quote: basicQuote })],
        [createOrderFx, async () => razorpayOrder],
        [razorpayCheckoutFx, async () => outcome],
        [verifyRazorpayFx, verified],
      ],
    });
    await allSettled(checkoutOpened, { scope, params: 'BASIC' });
    await allSettled(payClicked, { scope });
    return { scope, navigate, verified };
  }

  it("sends the checkout's fields to the api and shows /Success once it verified them", async () => {
    const { navigate, verified } = await pay({ kind: 'paid', fields });
    expect(verified).toHaveBeenCalledWith({ paymentId: PAYMENT_ID, fields });
    expect(navigate).toHaveBeenCalledWith(`/Success?payment=${PAYMENT_ID}`, {
      state: undefined,
      replace: undefined,
    });
  });

  it('stays with what to do when the api cannot confirm the payment', async () => {
    const { scope, navigate } = await pay({ kind: 'paid', fields }, () =>
      Promise.reject({ success: false, status: 400, message: 'The signature does not match.' }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($payError)).toBe(
      'Your payment could not be confirmed yet: The signature does not match. If money was taken, your plan starts as soon as the bank confirms it; see Your payments on the plans page.',
    );
  });

  it("says the bank's reason for a failed payment and stays", async () => {
    const { scope, navigate, verified } = await pay({ kind: 'failed', reason: 'Card declined.' });
    expect(verified).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($payError)).toBe(
      'The payment failed: Card declined. Nothing was charged. Press Try again, or use another card or bank.',
    );
  });
});
