import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { StepIndicator } from './StepIndicator';

describe('step indicator', () => {
  it('marks the steps before the current one completed and the current one as the step', () => {
    renderWithProviders(<StepIndicator current={2} />, { at: '/add-property/profile' });
    const steps = screen.getByRole('navigation', { name: 'Steps to post your property' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Basic Details',
      '✓Location',
      '3Profile',
      '4Media',
      '5Pricing',
    ]);
    expect(within(steps).getByRole('link', { name: 'Basic Details, completed' })).toBeTruthy();
    expect(within(steps).getByRole('link', { name: 'Location, completed' })).toBeTruthy();
    expect(within(steps).queryByRole('link', { name: /Profile/ })).toBeNull();
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('has no completed step on the first step', () => {
    renderWithProviders(<StepIndicator current={0} />, { at: '/add-property' });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBe('step');
  });
});
