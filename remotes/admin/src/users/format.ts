import { formatPrice } from 'shared/format';
import type { Language } from 'shared/i18n';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const locale = (language: Language) => LOCALES[language] ?? LOCALES.en;

/** A moment as an India day: '23 Nov 2026'. */
export function formatIndiaDate(value: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(value));
}

/** Paise as rupees through the site's price format: '₹1,178.82'. */
export function formatPaise(paise: number, language: Language): string {
  return `₹${formatPrice(paise / 100, language)}`;
}
