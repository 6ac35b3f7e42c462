import { describe, expect, it, rs } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from 'shared/i18n';
import { expectLocation } from 'shared/testing';
import { draftWith, renderStep, serverDraft, stepScope } from '../../test/renderStep';
import {
  basicDetails,
  locationDetails,
  mediaUpload,
  pricingDetails,
  profileDetails,
} from '../../test/sections';
import { PricingForm } from './PricingForm';

const open = (basic = basicDetails, pricing: typeof pricingDetails | null = null) => {
  const save = rs.fn(async () => serverDraft());
  const draft = draftWith({
    basicDetails: basic,
    locationDetails,
    profileDetails,
    mediaUpload,
    ...(pricing ? { pricingDetails: pricing } : {}),
  });
  const view = renderStep(<PricingForm />, '/add-property/pricing', stepScope(draft, { save }));
  return { ...view, save, user: userEvent.setup() };
};

describe('pricing step', () => {
  it('says the amount in words and the price per sq.ft as the owner types', async () => {
    const { user } = open();
    const price = await screen.findByRole('textbox', { name: /Sale price/ });
    await user.type(price, '12500000');
    const words = screen.getByText('₹ 1.25 Crore');
    expect(words.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('₹ 10,870 / sq.ft on 1,150 sq.ft (Super built-up area)')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '8500000');
    expect(screen.getByText('₹ 85 Lac')).toBeTruthy();
  });

  it('speaks Hindi: the labels, the amount in words (करोड़) and the step names', async () => {
    const { user } = open();
    await act(() => switchLanguage('hi'));
    try {
      await user.type(await screen.findByRole('textbox', { name: /बिक्री मूल्य/ }), '12500000');
      expect(screen.getByText('₹ 1.25 करोड़')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'बुनियादी जानकारी, पूरा हुआ' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'प्रीव्यू देखें और सबमिट करें' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });

  it('asks a rental for the monthly rent and a deposit', async () => {
    const { user } = open({ ...basicDetails, listingType: 'rent' });
    await user.type(await screen.findByRole('textbox', { name: /Monthly rent/ }), '45000');
    expect(screen.getByText('₹ 45,000 a month')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Security deposit (₹)' })).toBeTruthy();
  });

  it('refuses an empty or zero price in words and stays', async () => {
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: /Sale price/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Preview and submit' }));
    expect(
      await screen.findByText('Enter the price in rupees as a whole number more than 0.'),
    ).toBeTruthy();
    await expectLocation('/add-property/pricing');
  });

  it('saves the price and goes on to the preview', async () => {
    const { user, save } = open(basicDetails, pricingDetails);
    await user.click(await screen.findByRole('button', { name: 'Preview and submit' }));
    await expectLocation('/add-property/pricing?view=preview');
    expect(save).toHaveBeenCalledWith({
      draftId: serverDraft()._id,
      saved: { section: 'pricingDetails', data: pricingDetails },
    });
  });
});
