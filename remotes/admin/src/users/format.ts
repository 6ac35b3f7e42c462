import { formatPrice } from 'shared/format';
import type { Language } from 'shared/i18n';

const withPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as rupees: whole rupees through the site's price format ('₹999'), else '₹899.10'. */
export function formatPaise(paise: number, language: Language): string {
  if (paise % 100 !== 0) return `₹${withPaise.format(paise / 100)}`;
  return `₹${formatPrice(paise / 100, language)}`;
}
