export const CRORE = 10_000_000;
export const LAC = 100_000;
export const PRICE_NOT_AVAILABLE = 'N/A';

/** The languages prices are written in (shared/i18n's languages; no import, this file is first-paint code). */
export type PriceLanguage = 'en' | 'hi';

/** Crore and Lac as each language writes them; the numbers stay in Indian grouping (12,34,567). */
const UNITS: Record<PriceLanguage, { crore: string; lac: string; notAvailable: string }> = {
  en: { crore: 'Crore', lac: 'Lac', notAvailable: PRICE_NOT_AVAILABLE },
  hi: { crore: 'करोड़', lac: 'लाख', notAvailable: 'उपलब्ध नहीं' },
};

const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replaceAll(',', '');
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Two decimals unless whole: 1.5 -> '1.50', 2 -> '2'. Truncated, not rounded, so
 * 99,99,999 reads '99.99 Lac' rather than a misleading '100.00 Lac'.
 */
function scaled(amount: number): string {
  const truncated = Math.floor(amount * 100 + 1e-9) / 100;
  return Number.isInteger(truncated) ? String(truncated) : truncated.toFixed(2);
}

/**
 * Spec §9 price display. Negative amounts are not prices: they show 'N/A' like any other
 * invalid input. Numeric strings (with or without Indian commas) are accepted. In Hindi,
 * '1.50 करोड़', '12.34 लाख', 'उपलब्ध नहीं'.
 */
export function formatPrice(value: unknown, language: PriceLanguage = 'en'): string {
  const units = UNITS[language] ?? UNITS.en;
  const amount = toNumber(value);
  if (amount === null || amount < 0) return units.notAvailable;
  if (amount >= CRORE) return `${scaled(amount / CRORE)} ${units.crore}`;
  if (amount >= LAC) return `${scaled(amount / LAC)} ${units.lac}`;
  return indianGrouping.format(amount);
}
