import { describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { ChartCard } from './ChartCard';

// The charts' chunk failing to load (a flaky network, a deploy in between).
rs.mock('./loadCharts', () => ({
  loadCharts: () => Promise.reject(new Error('ChunkLoadError')),
}));

describe('ChartCard', () => {
  it('holds its place with a skeleton, then shows the table when the chart cannot load', async () => {
    renderWithProviders(
      <ChartCard
        heading="Listings by status (now)"
        chart={() => <p>never drawn</p>}
        table={<table aria-label="The numbers" />}
      />,
    );
    const region = screen.getByRole('region', { name: 'Listings by status (now)' });
    expect(within(region).getByLabelText('Loading the chart…')).toBeTruthy();
    expect(await within(region).findByText(/The chart could not be loaded/)).toBeTruthy();
    expect(within(region).getByRole('table', { name: 'The numbers' })).toBeTruthy();
    expect(within(region).queryByLabelText('Loading the chart…')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Show as table' })).toBeNull();
  });
});
