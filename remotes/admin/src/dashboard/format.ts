import { formatPrice } from 'shared/format';
import type { Language } from 'shared/i18n';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const locale = (language: Language) => LOCALES[language] ?? LOCALES.en;

/** An India day (YYYY-MM-DD) as '23 Nov 2026'. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** An India day as '23 Nov' (chart axis, table rows). */
export function formatShortDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A count in Indian grouping (1,00,000). */
export const formatCount = (value: number, language: Language) =>
  new Intl.NumberFormat(locale(language)).format(value);

/** Paise as rupees the way prices read (12.34 Lac); the ₹ sign comes from the texts. */
export const formatRupees = (paise: number, language: Language) =>
  formatPrice(Math.round(paise / 100), language);

type T = (
  key: 'wait.minutes' | 'wait.hours' | 'wait.days',
  values: Record<string, string | number>,
) => string;

/** A wait in minutes as '45 min', '3 h 20 min' or '2 d 4 h'. */
export function formatWait(minutes: number, t: T): string {
  if (minutes < 60) return t('wait.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('wait.hours', { hours, minutes: minutes % 60 });
  return t('wait.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** A chart day as a Date on the time axis (midday UTC: never drawn on the day before). */
export const chartDate = (day: string) => new Date(`${day}T12:00:00Z`);
