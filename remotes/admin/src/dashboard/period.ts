import { ADMIN_DASHBOARD_MAX_DAYS, daysBetween } from 'shared/contracts/adminDashboardPeriod';

/** The quick choices of the period picker (days, today included); `custom` takes from/to. */
export const PRESETS = ['7', '30', '90'] as const;
export type Preset = (typeof PRESETS)[number];
export type PeriodChoice = Preset | 'custom';
export const DEFAULT_PRESET: Preset = '30';

export interface Period {
  choice: PeriodChoice;
  from: string;
  to: string;
}

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today in India as YYYY-MM-DD. */
export const indiaToday = (now = new Date()) =>
  new Date(now.getTime() + IST_MS).toISOString().slice(0, 10);

/** The India day `n` days before `day`. */
export const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

const isDay = (value: string | null): value is string =>
  value !== null && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** What is wrong with a custom period, as a key of the dashboard's texts; null when it is fine. */
export type PeriodProblem =
  | 'period.invalidDate'
  | 'period.fromAfterTo'
  | 'period.future'
  | 'period.tooLong';

export function customProblem(from: string, to: string, today: string): PeriodProblem | null {
  if (!isDay(from) || !isDay(to)) return 'period.invalidDate';
  if (daysBetween(from, to) < 1) return 'period.fromAfterTo';
  if (daysBetween(to, today) < 1) return 'period.future';
  if (daysBetween(from, to) > ADMIN_DASHBOARD_MAX_DAYS) return 'period.tooLong';
  return null;
}

/**
 * The period in the URL: `?period=7|30|90`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD` for a custom one.
 * Anything else (a hand-edited link) falls back to the last 30 days.
 */
export function periodFromSearch(search: URLSearchParams, today: string): Period {
  const from = search.get('from');
  const to = search.get('to');
  if (isDay(from) && isDay(to) && customProblem(from, to, today) === null)
    return { choice: 'custom', from, to };
  const preset = (PRESETS as readonly string[]).includes(search.get('period') ?? '')
    ? (search.get('period') as Preset)
    : DEFAULT_PRESET;
  return { choice: preset, from: daysBefore(today, Number(preset) - 1), to: today };
}

/** The URL's search for a period (the default leaves the URL clean). */
export function searchOfPeriod(period: Period): Record<string, string> {
  if (period.choice === 'custom') return { from: period.from, to: period.to };
  return period.choice === DEFAULT_PRESET ? {} : { period: period.choice };
}
