import { describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { renderWithProviders } from 'shared/testing';
import { fetchRecentFx } from '../api/listings';
import { card } from '../test/fixtures';
import { RecentListings } from './view';

describe('recent listings (home page section)', () => {
  it('shows a row of the newest listings', async () => {
    const recent = rs.fn(async () => [card({ title: 'Newest' }), card({ title: 'Second newest' })]);
    renderWithProviders(<RecentListings />, {
      scope: fork({ handlers: [[fetchRecentFx, recent]] }),
    });
    const section = screen.getByRole('region', { name: 'Recently added' });
    await within(section).findByRole('link', { name: 'Newest' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      '/property-listing?sort=newest',
    );
  });

  it('offers Retry after a failure', async () => {
    const recent = rs
      .fn<() => Promise<ReturnType<typeof card>[]>>()
      .mockRejectedValueOnce({ message: 'down' })
      .mockResolvedValue([card({ title: 'Back' })]);
    renderWithProviders(<RecentListings />, {
      scope: fork({ handlers: [[fetchRecentFx, recent]] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back' })).toBeTruthy();
  });
});
