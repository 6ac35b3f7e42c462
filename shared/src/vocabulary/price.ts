import { formatPrice } from '../format/price';

/** Upper bound of any price or rent, in rupees (1,000 crore). */
export const MAX_PRICE_RUPEES = 10_000_000_000;

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '₹ 1.25 Crore', '₹ 45,000 / month' (rent is monthly). */
export function priceLabel(price: number | null, listingType: string): string {
  const formatted = formatPrice(price);
  if (formatted === 'N/A') return 'Price on request';
  return listingType === 'rent' ? `₹ ${formatted} / month` : `₹ ${formatted}`;
}

/** '₹ 7,500 / sq.ft', or null when unknown. */
export function perSqftLabel(pricePerSqft: number | null): string | null {
  if (pricePerSqft === null || !Number.isFinite(pricePerSqft) || pricePerSqft <= 0) return null;
  return `₹ ${indianNumber.format(pricePerSqft)} / sq.ft`;
}
