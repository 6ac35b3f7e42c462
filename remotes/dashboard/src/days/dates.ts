import type { Language } from 'shared/i18n';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** '23 Nov 2026' in the page's language, as the day is in India; an unreadable date shows as it came. */
export function formatDay(value: string, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.en, {
      dateStyle: 'medium',
      timeZone: 'Asia/Kolkata',
    });
    dayFormats.set(language, format);
  }
  return format.format(date);
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
