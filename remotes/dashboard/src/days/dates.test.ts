import { describe, expect, it } from '@rstest/core';
import { formatChartDay, formatDay } from './dates';

describe('the dashboard’s days', () => {
  it('names the day as it is in India, in English and Hindi', () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(formatDay('2026-11-23T20:00:00.000Z', 'en')).toBe('24 Nov 2026');
    expect(formatDay('2026-11-23T20:00:00.000Z', 'hi')).toBe('24 नव॰ 2026');
  });

  it('shows a date it cannot read as it came, instead of failing the page', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });

  it('names a chart day without its year', () => {
    expect(formatChartDay('2026-11-23', 'en')).toBe('23 Nov');
  });
});
