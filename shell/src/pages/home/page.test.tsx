import { describe, expect, it, rs } from '@rstest/core';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { HomePage } from './page';

rs.mock('../../remotes/RemoteModule', () => ({
  RemoteModule: ({
    remote,
    module,
    optional,
  }: {
    remote: string;
    module: string;
    optional?: boolean;
  }) => (
    <p>
      slot {remote}/{module} {optional ? 'optional' : 'required'}
    </p>
  ),
}));

describe('home page', () => {
  it('has a hero heading and its own search box', () => {
    renderWithProviders(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find your next home across India' }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search properties' })).toBeTruthy();
  });

  it('links popular cities to their listings', () => {
    renderWithProviders(<HomePage />);
    const cities = screen.getByRole('navigation', { name: 'Popular cities' });
    for (const city of [
      'Mumbai',
      'Delhi',
      'Bengaluru',
      'Hyderabad',
      'Chennai',
      'Pune',
      'Kolkata',
      'Ahmedabad',
    ]) {
      expect(within(cities).getByRole('link', { name: city }).getAttribute('href')).toBe(
        `/property-listing?search=${city}`,
      );
    }
  });

  it("embeds the listing remote's RecentListings below the fold, once the visitor scrolls", () => {
    renderWithProviders(<HomePage />);
    const recent = screen.getByRole('region', { name: 'Recent listings' });
    expect(within(recent).queryByText(/slot listing/)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(within(recent).getByText('slot listing/RecentListings optional')).toBeTruthy();
  });
});
