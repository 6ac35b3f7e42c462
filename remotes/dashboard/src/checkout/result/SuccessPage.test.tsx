import { describe, expect, it, rs } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $auth } from 'shared/auth';
import { switchLanguage } from 'shared/i18n';
import { expectLocation, renderWithProviders, signedIn } from 'shared/testing';
import type { Payment } from '../api';
import { PAYMENT_ID, paidPayment, payment } from '../test/fixtures';
import { $pollMs, fetchPaymentFx, POLL_LIMIT } from './model';
import { SuccessPage } from './SuccessPage';

function renderSuccess(at: string, answer: (id: string) => Promise<Payment>) {
  const fetchPayment = rs.fn(answer);
  const scope = fork({
    values: [
      [$auth, signedIn()],
      [$pollMs, 5],
    ],
    handlers: [[fetchPaymentFx, fetchPayment]],
  });
  renderWithProviders(
    <Routes>
      <Route path="/Success" element={<SuccessPage />} />
      <Route path="*" element={<p>another page</p>} />
    </Routes>,
    { scope, at },
  );
  return { fetchPayment, user: userEvent.setup() };
}

describe('/Success', () => {
  it('shows the active plan, its quota and end date, and a way to post', async () => {
    const { fetchPayment, user } = renderSuccess(
      `/Success?payment=${PAYMENT_ID}`,
      async () => paidPayment,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeTruthy();
    expect(fetchPayment).toHaveBeenCalledWith(PAYMENT_ID);
    expect(screen.getByText('Your Basic plan is active.')).toBeTruthy();
    expect(screen.getByText('You can post 5 properties until 21 Feb 2027.')).toBeTruthy();
    expect(screen.getByText('Paid ₹1,178.82 (GST included).')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Your payments and invoice' }).getAttribute('href'),
    ).toBe('/subscriptions/plan');
    await user.click(screen.getByRole('button', { name: 'Post a property' }));
    await expectLocation('/add-property');
  });

  it('waits for a confirmation still on its way, asking again until the plan is active', async () => {
    let asked = 0;
    const { fetchPayment } = renderSuccess(`/Success?payment=${PAYMENT_ID}`, async () => {
      asked += 1;
      return asked < 3 ? payment() : paidPayment;
    });
    expect(
      await screen.findByText(/We are waiting for the bank to confirm your payment of ₹1,178.82/),
    ).toBeTruthy();
    expect(await screen.findByText('Your Basic plan is active.')).toBeTruthy();
    expect(fetchPayment).toHaveBeenCalledTimes(3);
  });

  it('stops asking after a few times and offers Check again', async () => {
    let confirmed = false;
    const { fetchPayment, user } = renderSuccess(`/Success?payment=${PAYMENT_ID}`, async () =>
      confirmed ? paidPayment : payment(),
    );
    expect(await screen.findByText(/Your payment is not confirmed yet/)).toBeTruthy();
    expect(fetchPayment).toHaveBeenCalledTimes(POLL_LIMIT);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeTruthy();
    confirmed = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Your Basic plan is active.')).toBeTruthy();
  });

  it('says a failed payment charged nothing and offers the same plan again', async () => {
    renderSuccess(`/Success?payment=${PAYMENT_ID}`, async () => payment({ status: 'failed' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText(/This payment failed and nothing was charged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/checkout?plan=BASIC',
    );
    expect(screen.queryByRole('button', { name: 'Post a property' })).toBeNull();
  });

  it("says another user's or an unknown payment cannot be found (404)", async () => {
    renderSuccess(`/Success?payment=${PAYMENT_ID}`, () =>
      Promise.reject({ success: false, status: 404, message: 'Payment not found' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the plans page' })).toBeTruthy();
  });

  it('says the payment could not be loaded, and Retry asks again', async () => {
    let attempt = 0;
    const { user } = renderSuccess(`/Success?payment=${PAYMENT_ID}`, async () => {
      attempt += 1;
      if (attempt === 1) throw { success: false, status: 503, message: 'The server is busy' };
      return paidPayment;
    });
    expect(
      await screen.findByText(
        'Your payment could not be loaded: The server is busy. Check your connection and press Retry.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your Basic plan is active.')).toBeTruthy();
  });

  it('needs a payment in the URL', async () => {
    const { fetchPayment } = renderSuccess('/Success', async () => paidPayment);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not found' }),
    ).toBeTruthy();
    expect(fetchPayment).not.toHaveBeenCalled();
  });

  it('reads in Hindi after a switch, with the date in Hindi', async () => {
    renderSuccess(`/Success?payment=${PAYMENT_ID}`, async () => paidPayment);
    await screen.findByText('Your Basic plan is active.');
    await act(() => switchLanguage('hi'));
    try {
      expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान सफल' })).toBeTruthy();
      expect(screen.getByText('आपका Basic प्लान सक्रिय है।')).toBeTruthy();
      expect(screen.getByText(/आप .* तक 5 प्रॉपर्टी पोस्ट कर सकते हैं।/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'प्रॉपर्टी पोस्ट करें' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
