import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $checkoutLoad, $quote, checkoutOpened } from './model';
import { fakeApi } from './test/fakeApi';
import { basicPlan, basicQuote, freePlan } from './test/fixtures';

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
