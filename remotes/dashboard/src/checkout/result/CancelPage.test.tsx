import { describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { switchLanguage } from 'shared/i18n';
import { renderWithProviders, visitor } from 'shared/testing';
import { CancelPage } from './CancelPage';

describe('/Cancel', () => {
  it('says nothing was charged and offers the checkout of the same plan again', async () => {
    renderWithProviders(<CancelPage />, { auth: visitor, at: '/Cancel?payment=x&plan=BASIC' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' }),
    ).toBeTruthy();
    expect(screen.getByText(/Nothing was charged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/checkout?plan=BASIC',
    );
    expect(screen.getByRole('link', { name: 'See all plans' }).getAttribute('href')).toBe(
      '/subscriptions/plan',
    );
    expect(document.title).toBe('Payment cancelled | PropertyMarket');
  });

  it('sends Try again to the plans when the plan is not known', async () => {
    renderWithProviders(<CancelPage />, { auth: visitor, at: '/Cancel' });
    expect((await screen.findByRole('link', { name: 'Try again' })).getAttribute('href')).toBe(
      '/subscriptions/plan',
    );
  });

  it('reads in Hindi after a switch', async () => {
    renderWithProviders(<CancelPage />, { auth: visitor, at: '/Cancel?plan=BASIC' });
    await act(() => switchLanguage('hi'));
    try {
      expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान रद्द' })).toBeTruthy();
      expect(screen.getByText(/कोई पैसा नहीं कटा/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
