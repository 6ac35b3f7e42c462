import type { BasicDetails, PricingDetails } from 'shared/contracts/drafts';
import { type AreaKind, toSqft } from 'shared/vocabulary';
import { numberOrNull, numberText } from '../form';

export type PricingForm = {
  price: string;
  deposit: string;
  maintenanceMonthly: string;
  negotiable: boolean;
};

export function pricingFormFrom(saved: PricingDetails | null): PricingForm {
  return {
    price: numberText(saved?.price),
    deposit: numberText(saved?.deposit),
    maintenanceMonthly: numberText(saved?.maintenanceMonthly),
    negotiable: saved?.negotiable ?? false,
  };
}

/** Rupees as typed: digits with or without Indian commas ('1,25,00,000'). */
export const rupeesOf = (text: string): number | null => numberOrNull(text);

export function pricingCandidate(form: PricingForm, isRental: boolean): unknown {
  return {
    price: rupeesOf(form.price),
    deposit: isRental ? rupeesOf(form.deposit) : null,
    maintenanceMonthly: rupeesOf(form.maintenanceMonthly),
    negotiable: form.negotiable,
  };
}

export const PRICING_FIELD_ORDER = [
  'price',
  'deposit',
  'maintenanceMonthly',
  'negotiable',
] as const;
export type PricingField = (typeof PRICING_FIELD_ORDER)[number];

export function pricingFieldOf(path: string): PricingField {
  return (PRICING_FIELD_ORDER as readonly string[]).includes(path)
    ? (path as PricingField)
    : 'price';
}

/** The area a price per sq.ft is quoted on: super built-up, else built-up, carpet, plot. */
const PRICED_AREAS: readonly AreaKind[] = ['superBuiltUp', 'builtUp', 'carpet', 'plot'];

export function pricedArea(basic: BasicDetails | null): { kind: AreaKind; sqft: number } | null {
  if (!basic) return null;
  for (const kind of PRICED_AREAS) {
    const area = basic.areas[kind];
    if (area) return { kind, sqft: toSqft(area.value, area.unit) };
  }
  return null;
}

/** Rupees per sq.ft, rounded, or null when the price or the area is unknown. */
export function pricePerSqft(price: number | null, sqft: number | null): number | null {
  if (price === null || !Number.isFinite(price) || price <= 0 || !sqft || sqft <= 0) return null;
  return Math.round(price / sqft);
}
