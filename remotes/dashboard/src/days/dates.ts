import type { Language } from 'shared/i18n';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** '23 Nov 2026' in the page's language, as the day is in India. */
export function formatDay(value: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.en, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(value));
}

/** A chart day (YYYY-MM-DD, already an India day) as '23 Nov'. */
export function formatChartDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.en, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A chart day as a Date the chart places on its time axis (midday UTC: never the day before). */
export const chartDate = (day: string) => new Date(`${day}T12:00:00Z`);
