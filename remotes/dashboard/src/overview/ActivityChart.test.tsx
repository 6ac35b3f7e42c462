import { describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { ActivityChart } from './ActivityChart';
import { series } from './test/dashboard';

// The chart's chunk failing to load (a flaky phone network, a deploy in between).
rs.mock('./loadViewsChart', () => ({
  loadViewsChart: () => Promise.reject(new Error('ChunkLoadError')),
}));

describe('30-day chart', () => {
  // One test: React.lazy keeps its first outcome for the whole file.
  it('holds its place with a skeleton, then shows the same numbers as a table when the chart cannot load', async () => {
    renderWithProviders(<ActivityChart series={series()} />);
    const chart = screen.getByRole('region', { name: 'Views and leads, last 30 days' });
    expect(within(chart).getByLabelText('Loading the chart…')).toBeTruthy();
    expect(await within(chart).findByText(/The chart could not be loaded/)).toBeTruthy();
    const table = within(chart).getByRole('table', {
      name: 'Views and leads per day, last 30 days',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(chart).queryByLabelText('Loading the chart…')).toBeNull();
  });
});
