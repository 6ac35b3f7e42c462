import { afterEach, describe, expect, it } from '@rstest/core';
import { openRazorpayCheckout } from './razorpay';
import { basicPlan, razorpayFields, razorpayOrder, testOrder } from './test/fixtures';

type Options = {
  handler: (fields: unknown) => void;
  modal: { ondismiss: () => void };
  [key: string]: unknown;
};

/** Razorpay's checkout as checkout.js defines it, driven by the test instead of a payer. */
function fakeRazorpay(payer: (options: Options, failed: (description?: string) => void) => void) {
  const opened: Options[] = [];
  (globalThis as { Razorpay?: unknown }).Razorpay = class {
    private failedHandler: (answer: { error?: { description?: string } }) => void = () => {};
    constructor(private readonly options: Options) {}
    on(_event: string, handler: (answer: { error?: { description?: string } }) => void) {
      this.failedHandler = handler;
    }
    open() {
      opened.push(this.options);
      payer(this.options, (description) => this.failedHandler({ error: { description } }));
    }
  };
  return opened;
}

const fields = razorpayFields;

afterEach(() => {
  delete (globalThis as { Razorpay?: unknown }).Razorpay;
});

describe("Razorpay's checkout", () => {
  it("opens the api's order and hands back the three fields the api verifies", async () => {
    const opened = fakeRazorpay((options) => options.handler(fields));
    const outcome = await openRazorpayCheckout({ order: razorpayOrder, plan: basicPlan });
    expect(outcome).toEqual({ kind: 'paid', fields });
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_123',
      amount: 117_882,
      currency: 'INR',
      description: 'Basic',
    });
  });

  it('says the window was closed without paying', async () => {
    fakeRazorpay((options) => options.modal.ondismiss());
    expect(await openRazorpayCheckout({ order: razorpayOrder, plan: basicPlan })).toEqual({
      kind: 'dismissed',
    });
  });

  it("keeps the bank's reason when a failed attempt was closed", async () => {
    fakeRazorpay((options, failed) => {
      failed('Your card was declined');
      options.modal.ondismiss();
    });
    expect(await openRazorpayCheckout({ order: razorpayOrder, plan: basicPlan })).toEqual({
      kind: 'failed',
      reason: 'Your card was declined',
    });
  });

  it('refuses an order of another gateway', async () => {
    await expect(openRazorpayCheckout({ order: testOrder, plan: basicPlan })).rejects.toThrow();
  });
});
