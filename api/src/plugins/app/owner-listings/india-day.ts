import { DAY } from '../../../lib/dates';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;

/** A moment shifted to India's wall clock: read it with the getUTC* methods. */
export const indiaTime = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);

/** The calendar day in India of a moment, as YYYY-MM-DD. */
export function indiaDay(at: Date): string {
  return indiaTime(at).toISOString().slice(0, 10);
}

/** The `count` India days ending with the day of `now`, oldest first. */
export function lastIndiaDays(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back--)
    days.push(indiaDay(new Date(now.getTime() - back * DAY)));
  return days;
}

/** The moment an India day begins (for timestamp comparisons). */
export function indiaDayStart(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - IST_OFFSET_MS);
}
