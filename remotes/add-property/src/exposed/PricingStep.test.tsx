import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, signedIn } from 'shared/testing';
import PricingStep from './PricingStep';

rs.mock('../steps/pricing/PricingForm', () => ({ PricingForm: () => <p>the pricing form</p> }));
rs.mock('../preview/PreviewStep', () => ({ PreviewStep: () => <p>the preview and submit</p> }));

const renderAt = (at: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/add-property/pricing" element={<PricingStep />} />
    </Routes>,
    { at, auth: signedIn() },
  );

describe('the pricing route', () => {
  it('shows the pricing form', () => {
    renderAt('/add-property/pricing');
    expect(screen.getByText('the pricing form')).toBeTruthy();
  });

  it("shows the preview and submit after the form's Next (?view=preview)", async () => {
    renderAt('/add-property/pricing?view=preview');
    expect(await screen.findByText('the preview and submit')).toBeTruthy();
    expect(screen.queryByText('the pricing form')).toBeNull();
  });
});
