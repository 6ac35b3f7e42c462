import { describe, expect, it, rs } from '@rstest/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $auth } from 'shared/auth';
import type { Invoice, Payment } from 'shared/contracts/payments';
import type { Plan } from 'shared/contracts/subscriptions';
import { switchLanguage } from 'shared/i18n';
import { expectLocation, renderWithProviders, signedIn } from 'shared/testing';
import { basicPlan, freePlan, INVOICE_ID, paidPayment, payment } from '../checkout/test/fixtures';
import type { CurrentPlan } from './api';
import { fetchCurrentPlanFx, fetchPlansFx, startFreePlanFx } from './model';
import { PlansPage } from './PlansPage';
import { fetchInvoiceFx, fetchPaymentsFx } from './payments/model';

const neverHadAPlan: CurrentPlan = { current: null, freePlanAvailable: true };
const onBasic: CurrentPlan = {
  current: {
    planCode: 'BASIC',
    planName: 'Basic',
    propertyQuota: 5,
    listingsUsed: 2,
    listingsLeft: 3,
    startsAt: '2026-11-23T10:01:00.000Z',
    endsAt: '2027-02-21T10:01:00.000Z',
    daysLeft: 90,
  },
  freePlanAvailable: false,
};
const freeStarted: CurrentPlan = {
  current: {
    planCode: 'FREE',
    planName: 'Free',
    propertyQuota: 1,
    listingsUsed: 0,
    listingsLeft: 1,
    startsAt: '2026-11-23T10:01:00.000Z',
    endsAt: '2026-12-23T10:01:00.000Z',
    daysLeft: 30,
  },
  freePlanAvailable: false,
};

export const invoice: Invoice = {
  _id: INVOICE_ID,
  number: 'PM/2026-27/000001',
  issuedAt: '2026-11-23T10:01:00.000Z',
  seller: {
    name: 'PropertyMarket Pvt Ltd',
    gstin: '29ABCDE1234F1Z5',
    address: 'MG Road, Bengaluru 560001',
    state: 'Karnataka (29)',
  },
  buyer: { name: 'Asha Verma', phone: '9876543210', email: null, state: 'Karnataka (29)' },
  lines: [
    {
      description: 'Basic plan: 5 property listings for 90 days',
      sacCode: '998365',
      taxablePaise: 89_910,
    },
  ],
  basePaise: 99_900,
  discountPaise: 9_990,
  couponCode: 'SAVE10',
  cgstPaise: 8_092,
  sgstPaise: 8_092,
  igstPaise: 0,
  totalPaise: 106_094,
  amountInWords: 'Rupees One Thousand Sixty and Ninety-Four Paise Only',
} as Invoice;

type Options = {
  state?: unknown;
  plans?: () => Promise<Plan[]>;
  current?: () => Promise<CurrentPlan>;
  startFree?: () => Promise<CurrentPlan>;
  payments?: () => Promise<Payment[]>;
  invoice?: (id: string) => Promise<Invoice>;
};

function renderPlans(options: Options = {}) {
  const fx = {
    plans: rs.fn(options.plans ?? (async () => [freePlan, basicPlan])),
    current: rs.fn(options.current ?? (async () => onBasic)),
    startFree: rs.fn(options.startFree ?? (async () => freeStarted)),
    payments: rs.fn(options.payments ?? (async () => [paidPayment])),
    invoice: rs.fn(options.invoice ?? (async () => invoice)),
  };
  const scope = fork({
    values: [[$auth, signedIn()]],
    handlers: [
      [fetchPlansFx, fx.plans],
      [fetchCurrentPlanFx, fx.current],
      [startFreePlanFx, fx.startFree],
      [fetchPaymentsFx, fx.payments],
      [fetchInvoiceFx, fx.invoice],
    ],
  });
  renderWithProviders(
    <Routes>
      <Route path="/subscriptions/plan" element={<PlansPage />} />
      <Route path="*" element={<p>another page</p>} />
    </Routes>,
    { scope, at: { pathname: '/subscriptions/plan', state: options.state } },
  );
  return { fx, user: userEvent.setup() };
}

const plan = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

describe('/subscriptions/plan', () => {
  it('shows each plan with its price, GST note, quota, validity and features', async () => {
    renderPlans();
    await screen.findByRole('article', { name: /^Basic/ });
    const basic = plan('Basic');
    expect(within(basic).getByText('₹ 999')).toBeTruthy();
    expect(within(basic).getByText('+ 18% GST')).toBeTruthy();
    expect(within(basic).getByText('5 property listings, valid for 90 days')).toBeTruthy();
    expect(within(basic).getByText('Leads dashboard')).toBeTruthy();
    expect(within(plan('Free')).getByText('Free', { selector: 'p' })).toBeTruthy();
    expect(document.title).toBe('Subscription plans | PropertyMarket');
  });

  it('shows the current plan with listings and days left, and marks it', async () => {
    renderPlans();
    const yours = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(yours).findByText('Basic plan: 3 of 5 listings left.')).toBeTruthy();
    expect(within(yours).getByText('90 days left (until 21 Feb 2027).')).toBeTruthy();
    expect(within(plan('Basic')).getByText('Your plan')).toBeTruthy();
    expect(within(plan('Free')).getByText(/you have used it/)).toBeTruthy();
    expect(within(plan('Free')).queryByRole('button')).toBeNull();
  });

  it("says 'Please subscribe' to a user sent here without a plan (spec §6)", async () => {
    renderPlans({ state: { reason: 'anything', code: 'NO_SUBSCRIPTION' } });
    expect(await screen.findByText('Please subscribe to post more properties.')).toBeTruthy();
  });

  it("shows the server's reason for another refusal, or 'You are not allowed'", async () => {
    renderPlans({
      state: { reason: 'You have used all 5 listings of your plan', code: 'QUOTA_EXHAUSTED' },
    });
    expect(await screen.findByText('You have used all 5 listings of your plan')).toBeTruthy();
  });

  it("says 'You are not allowed to post a property.' for a refusal without words", async () => {
    renderPlans({ state: { reason: '', code: '' } });
    expect(await screen.findByText('You are not allowed to post a property.')).toBeTruthy();
  });

  it('says nothing of a refusal to a user who came on their own', async () => {
    renderPlans();
    await screen.findByRole('article', { name: /^Basic/ });
    expect(screen.queryByText(/Please subscribe|not allowed/)).toBeNull();
  });

  it('starts the free plan with one click for a user who never had one, then opens the wizard', async () => {
    const { fx, user } = renderPlans({ current: async () => neverHadAPlan });
    expect(await screen.findByText(/You have no plan yet/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Start free plan' }));
    await expectLocation('/add-property');
    expect(fx.startFree).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Your free plan has started. Post your property now.'),
    ).toBeTruthy();
  });

  it('says why the free plan did not start and shows what the server says now', async () => {
    const { fx, user } = renderPlans({
      current: async () => neverHadAPlan,
      startFree: () =>
        Promise.reject({ success: false, status: 409, message: 'You have used the free plan.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start free plan' }));
    expect(
      await screen.findByText(
        'The free plan could not start: You have used the free plan. Choose a paid plan, or press Start free plan again if your connection dropped.',
      ),
    ).toBeTruthy();
    await expectLocation('/subscriptions/plan');
    expect(fx.current).toHaveBeenCalledTimes(2);
  });

  it('sends Choose of a paid plan to its checkout', async () => {
    const { user } = renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Choose Basic' }));
    await expectLocation('/checkout?plan=BASIC');
  });

  it('says the plans could not be loaded, and Retry loads them', async () => {
    let attempt = 0;
    const { user } = renderPlans({
      plans: async () => {
        attempt += 1;
        if (attempt === 1) throw { success: false, status: 503, message: 'The server is busy' };
        return [freePlan, basicPlan];
      },
    });
    expect(
      await screen.findByText(
        'The plans could not be loaded: The server is busy. Check your connection and press Retry.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /^Basic/ })).toBeTruthy();
  });

  it('lists the payments and opens the GST invoice of a paid one, printable', async () => {
    const print = rs.spyOn(window, 'print').mockImplementation(() => {});
    const { fx, user } = renderPlans({
      payments: async () => [
        paidPayment,
        payment({ status: 'failed', _id: '9c8b7a6d-5e4f-4321-8fed-cba987654321' }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Your payments' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('₹1,178.82')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Invoice for Basic, 23 Nov 2026' }));
    const invoiceRegion = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(fx.invoice).toHaveBeenCalledWith(INVOICE_ID);
    expect(
      await within(invoiceRegion).findByText('Invoice number: PM/2026-27/000001'),
    ).toBeTruthy();
    expect(within(invoiceRegion).getByText(/GSTIN: 29ABCDE1234F1Z5/)).toBeTruthy();
    const services = within(invoiceRegion).getByRole('table', { name: 'Services' });
    expect(within(services).getByRole('cell', { name: '998365' })).toBeTruthy();
    expect(within(services).getByRole('cell', { name: '₹899.10' })).toBeTruthy();
    const amounts = within(invoiceRegion).getByRole('table', { name: 'Amounts' });
    expect(within(amounts).getByRole('row', { name: 'Plan price ₹999.00' })).toBeTruthy();
    expect(within(amounts).getByRole('row', { name: 'Discount − ₹99.90' })).toBeTruthy();
    expect(within(amounts).getByRole('row', { name: 'CGST (9%) ₹80.92' })).toBeTruthy();
    expect(within(amounts).getByRole('row', { name: 'SGST (9%) ₹80.92' })).toBeTruthy();
    expect(within(amounts).queryByRole('row', { name: /IGST/ })).toBeNull();
    expect(within(amounts).getByRole('row', { name: 'Total ₹1,060.94' })).toBeTruthy();
    expect(
      within(invoiceRegion).getByText(/Amount in words: Rupees One Thousand Sixty/),
    ).toBeTruthy();
    await user.click(within(invoiceRegion).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    await user.click(within(invoiceRegion).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Tax invoice' })).toBeNull();
  });

  it('prints IGST for a buyer outside the seller state', async () => {
    const { user } = renderPlans({
      invoice: async () => ({
        ...invoice,
        buyer: { ...invoice.buyer, state: 'Maharashtra (27)' },
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 16_184,
      }),
    });
    await user.click(await screen.findByRole('button', { name: /^Invoice for Basic/ }));
    const invoiceRegion = await screen.findByRole('region', { name: 'Tax invoice' });
    const amounts = await within(invoiceRegion).findByRole('table', { name: 'Amounts' });
    expect(within(amounts).getByRole('row', { name: 'IGST (18%) ₹161.84' })).toBeTruthy();
    expect(within(amounts).queryByRole('row', { name: /CGST/ })).toBeNull();
  });

  it('says when there are no payments yet', async () => {
    renderPlans({ payments: async () => [] });
    expect(await screen.findByText(/No payments yet/)).toBeTruthy();
  });

  it('reads in Hindi after a switch', async () => {
    renderPlans({ state: { code: 'NO_SUBSCRIPTION' }, current: async () => neverHadAPlan });
    await screen.findByRole('article', { name: /^Basic/ });
    await act(() => switchLanguage('hi'));
    try {
      expect(await screen.findByRole('heading', { level: 1, name: 'सब्सक्रिप्शन प्लान' })).toBeTruthy();
      expect(screen.getByText('और प्रॉपर्टी पोस्ट करने के लिए कृपया सब्सक्रिप्शन लें।')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'मुफ़्त प्लान शुरू करें' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Basic चुनें' })).toBeTruthy();
      expect(within(plan('Basic')).getByText('+ 18% जीएसटी')).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
