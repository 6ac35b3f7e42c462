import { describe, expect, it } from '@rstest/core';
import { customProblem, indiaToday, periodFromSearch, searchOfPeriod } from './period';

const today = '2026-11-24';
const from = (search: string) => periodFromSearch(new URLSearchParams(search), today);

describe('dashboard period', () => {
  it('is the last 30 India days by default, and 7 or 90 when the URL says so', () => {
    expect(from('')).toEqual({ choice: '30', from: '2026-10-26', to: today });
    expect(from('period=7')).toEqual({ choice: '7', from: '2026-11-18', to: today });
    expect(from('period=90')).toEqual({ choice: '90', from: '2026-08-27', to: today });
    expect(from('period=12')).toEqual({ choice: '30', from: '2026-10-26', to: today });
  });

  it('takes a custom period from the URL only when the api would accept it', () => {
    expect(from('from=2026-01-01&to=2026-01-31')).toEqual({
      choice: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(from('from=2026-01-31&to=2026-01-01').choice).toBe('30');
    expect(from('from=2024-01-01&to=2026-01-01').choice).toBe('30');
    expect(from('from=2026-02-30&to=2026-03-01').choice).toBe('30');
  });

  it('names what is wrong with a custom period', () => {
    expect(customProblem('', '2026-11-01', today)).toBe('period.invalidDate');
    expect(customProblem('2026-11-02', '2026-11-01', today)).toBe('period.fromAfterTo');
    expect(customProblem('2026-11-01', '2026-11-25', today)).toBe('period.future');
    expect(customProblem('2025-11-21', '2026-11-22', today)).toBe('period.tooLong');
    expect(customProblem('2025-11-22', '2026-11-22', today)).toBeNull();
    expect(customProblem(today, today, today)).toBeNull();
  });

  it('keeps the default out of the URL', () => {
    expect(searchOfPeriod({ choice: '30', from: 'a', to: 'b' })).toEqual({});
    expect(searchOfPeriod({ choice: '7', from: 'a', to: 'b' })).toEqual({ period: '7' });
    expect(searchOfPeriod({ choice: 'custom', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('counts today in India, which starts at 18:30 UTC', () => {
    expect(indiaToday(new Date('2026-11-24T18:29:00Z'))).toBe('2026-11-24');
    expect(indiaToday(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });
});
