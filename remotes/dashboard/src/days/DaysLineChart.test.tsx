import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { DaysLineChart } from './DaysLineChart';

const series = [
  { day: '2026-11-22', views: 3, leads: 1 },
  { day: '2026-11-23', views: 5, leads: 2 },
];

describe('a line chart of a series of days', () => {
  it('draws one line per count, named by its legend', async () => {
    renderWithProviders(
      <DaysLineChart
        series={series}
        title="Views and leads"
        lines={[
          { legend: 'Views', count: (day) => day.views },
          { legend: 'Leads', count: (day) => day.leads },
        ]}
      />,
    );
    expect(await screen.findByText('Views')).toBeTruthy();
    expect(screen.getByText('Leads')).toBeTruthy();
  });
});
