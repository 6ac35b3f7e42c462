import { describe, expect, it, rs } from '@rstest/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $auth } from 'shared/auth';
import type { CheckoutBody } from 'shared/contracts/payments';
import { switchLanguage } from 'shared/i18n';
import { expectLocation, renderWithProviders, signedIn } from 'shared/testing';
import type { Order, Payment, Quote, TestOutcome } from './api';
import { CheckoutPage } from './CheckoutPage';
import {
  applyCouponFx,
  createOrderFx,
  openCheckoutFx,
  razorpayCheckoutFx,
  sendTestOutcomeFx,
} from './model';
import {
  basicPlan,
  basicQuote,
  couponQuote,
  failure,
  PAYMENT_ID,
  paidPayment,
  payment,
  razorpayOrder,
  testOrder,
} from './test/fixtures';

type Handlers = {
  open?: (
    planCode: string | null,
  ) => Promise<{ plan: typeof basicPlan | null; quote: Quote | null }>;
  quote?: (body: CheckoutBody) => Promise<Quote>;
  order?: (body: CheckoutBody) => Promise<Order>;
  outcome?: (input: { paymentId: string; outcome: TestOutcome }) => Promise<Payment>;
};

function renderCheckout(at: string, handlers: Handlers = {}) {
  const fx = {
    open: rs.fn(handlers.open ?? (async () => ({ plan: basicPlan, quote: basicQuote }))),
    quote: rs.fn(handlers.quote ?? (async () => couponQuote)),
    order: rs.fn(handlers.order ?? (async () => testOrder)),
    outcome: rs.fn(handlers.outcome ?? (async () => paidPayment)),
    razorpay: rs.fn(async () => ({ kind: 'dismissed' as const })),
  };
  const scope = fork({
    values: [[$auth, signedIn()]],
    handlers: [
      [openCheckoutFx, fx.open],
      [applyCouponFx, fx.quote],
      [createOrderFx, fx.order],
      [sendTestOutcomeFx, fx.outcome],
      [razorpayCheckoutFx, fx.razorpay],
    ],
  });
  renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="*" element={<p>another page</p>} />
    </Routes>,
    { scope, at },
  );
  return { fx, user: userEvent.setup() };
}

/** The price table's row with this label, as a screen reader reads it: 'label value'. */
const priceRow = (label: string) =>
  within(screen.getByRole('table', { name: 'Price' })).getByRole('row', {
    name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} `),
  });

describe('/checkout', () => {
  it('shows the chosen plan and the price with 18% GST from the server', async () => {
    const { fx } = renderCheckout('/checkout?plan=BASIC');
    expect(await screen.findByRole('heading', { level: 2, name: 'Basic plan' })).toBeTruthy();
    expect(fx.open).toHaveBeenCalledWith('BASIC');
    expect(screen.getByText('5 property listings for 90 days.')).toBeTruthy();
    expect(priceRow('Plan price').textContent).toBe('Plan price₹999.00');
    expect(priceRow('Taxable value').textContent).toBe('Taxable value₹999.00');
    expect(priceRow('GST (18%)').textContent).toBe('GST (18%)₹179.82');
    expect(priceRow('Total to pay').textContent).toBe('Total to pay₹1,178.82');
    expect(screen.queryByRole('row', { name: /Coupon/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay ₹1,178.82' })).toBeTruthy();
    expect(document.title).toBe('Checkout | PropertyMarket');
  });

  it('applies a coupon the server accepts and shows the discount', async () => {
    const { fx, user } = renderCheckout('/checkout?plan=BASIC');
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SAVE10 applied: you save ₹99.90.')).toBeTruthy();
    expect(fx.quote).toHaveBeenCalledWith({ planCode: 'BASIC', couponCode: 'SAVE10' });
    expect(priceRow('Coupon SAVE10').textContent).toBe('Coupon SAVE10− ₹99.90');
    expect(priceRow('Total to pay').textContent).toBe('Total to pay₹1,060.94');
    expect(screen.getByRole('button', { name: 'Pay ₹1,060.94' })).toBeTruthy();
  });

  it("shows the server's refusal of a coupon at the field and keeps the price", async () => {
    const { user } = renderCheckout('/checkout?plan=BASIC', {
      quote: failure(400, 'This coupon expired on 1 November 2026.'),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon expired on 1 November 2026.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Coupon code' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pay ₹1,178.82' })).toBeTruthy();
  });

  it('pays with the coupon shown through the test gateway and lands on /Success', async () => {
    const { fx, user } = renderCheckout('/checkout?plan=BASIC');
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,060.94' }));
    const gateway = await screen.findByRole('region', { name: 'Test payment gateway' });
    expect(fx.order).toHaveBeenCalledWith({ planCode: 'BASIC', couponCode: 'SAVE10' });
    await user.click(within(gateway).getByRole('button', { name: 'Pay successfully' }));
    await expectLocation(`/Success?payment=${PAYMENT_ID}`);
    expect(fx.outcome).toHaveBeenCalledWith({ paymentId: PAYMENT_ID, outcome: 'success' });
  });

  it('stays with a message on a failed payment, and Try again pays again', async () => {
    const { fx, user } = renderCheckout('/checkout?plan=BASIC', {
      outcome: async ({ outcome }) =>
        outcome === 'failure'
          ? payment({ status: 'failed', failureReason: 'The test gateway declined the payment.' })
          : paidPayment,
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,178.82' }));
    const gateway = await screen.findByRole('region', { name: 'Test payment gateway' });
    await user.click(within(gateway).getByRole('button', { name: 'Fail' }));
    expect(
      await screen.findByText(
        'The payment failed: The test gateway declined the payment. Nothing was charged. Press Try again, or use another card or bank.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Test payment gateway' })).toBeNull();
    await expectLocation('/checkout?plan=BASIC');
    await user.click(screen.getByRole('button', { name: 'Try again: pay ₹1,178.82' }));
    await screen.findByRole('region', { name: 'Test payment gateway' });
    expect(fx.order).toHaveBeenCalledTimes(2);
  });

  it('goes to /Cancel with the plan when the tester cancels', async () => {
    const { user } = renderCheckout('/checkout?plan=BASIC', {
      outcome: async () => payment({ status: 'cancelled' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,178.82' }));
    const gateway = await screen.findByRole('region', { name: 'Test payment gateway' });
    await user.click(within(gateway).getByRole('button', { name: 'Cancel payment' }));
    await expectLocation(`/Cancel?payment=${PAYMENT_ID}&plan=BASIC`);
  });

  it('says why the payment could not start and that nothing was charged', async () => {
    const { user } = renderCheckout('/checkout?plan=BASIC', {
      order: failure(503, 'The payment service is busy.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,178.82' }));
    expect(
      await screen.findByText(
        'The payment could not start: The payment service is busy. Nothing was charged. Press Pay to try again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Test payment gateway' })).toBeNull();
  });

  it('says a refused order (a coupon used up since) charged nothing, without asking to press Pay', async () => {
    const { user } = renderCheckout('/checkout?plan=BASIC', {
      order: failure(400, 'This coupon has been used up.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,178.82' }));
    expect(
      await screen.findByText(
        'The payment could not start: This coupon has been used up. Nothing was charged.',
      ),
    ).toBeTruthy();
  });

  it('opens Razorpay only for a Razorpay order, and a closed window goes to /Cancel', async () => {
    const { fx, user } = renderCheckout('/checkout?plan=BASIC', {
      order: async () => razorpayOrder,
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,178.82' }));
    await expectLocation(`/Cancel?payment=${PAYMENT_ID}&plan=BASIC`);
    expect(fx.razorpay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Test payment gateway' })).toBeNull();
  });

  it('sends the free plan or an unknown plan back to the plans page', async () => {
    renderCheckout('/checkout?plan=FREE', { open: async () => ({ plan: null, quote: null }) });
    expect(await screen.findByText(/There is no paid plan to buy here/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all plans' }).getAttribute('href')).toBe(
      '/subscriptions/plan',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it("shows the api's refusal to sell this plan (400) with the way back to the plans, no Retry", async () => {
    renderCheckout('/checkout?plan=BASIC', {
      open: failure(
        400,
        'The Basic plan allows 5 listings and you already have 6, so it would not let you post. Choose a plan with more listings.',
      ),
    });
    expect(
      await screen.findByText(/The Basic plan allows 5 listings and you already have 6/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all plans' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says when the price cannot be loaded, and Retry loads it', async () => {
    let attempt = 0;
    const { user } = renderCheckout('/checkout?plan=BASIC', {
      open: async () => {
        attempt += 1;
        if (attempt === 1) throw { success: false, status: 503, message: 'The server is busy' };
        return { plan: basicPlan, quote: basicQuote };
      },
    });
    expect(
      await screen.findByText(
        'The price could not be loaded: The server is busy. Check your connection and press Retry.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Pay ₹1,178.82' })).toBeTruthy();
  });

  it('reads in Hindi after a switch, the amounts as before', async () => {
    renderCheckout('/checkout?plan=BASIC');
    await screen.findByRole('button', { name: 'Pay ₹1,178.82' });
    await act(() => switchLanguage('hi'));
    try {
      expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'कूपन कोड' })).toBeTruthy();
      expect(screen.getByRole('table', { name: 'कीमत' })).toBeTruthy();
      expect(screen.getByRole('row', { name: 'जीएसटी (18%) ₹179.82' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '₹1,178.82 का भुगतान करें' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
