/** Units as entered; AREA_UNIT_SQFT converts each to square feet (search and sort use sq.ft). */
export const AREA_UNITS = [
  'sqft',
  'sqyd',
  'sqm',
  'acre',
  'hectare',
  'cent',
  'guntha',
  'ground',
] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

// No bigha, kanal or marla: their size changes from state to state (a bigha is 14,400 to
// 27,000 sq.ft), so one conversion would misstate the area for half the country.
export const AREA_UNIT_SQFT: Record<AreaUnit, number> = {
  sqft: 1,
  sqyd: 9,
  sqm: 10.7639,
  acre: 43_560,
  hectare: 107_639.1,
  cent: 435.6,
  guntha: 1089,
  ground: 2400,
};

export const AREA_UNIT_LABELS: Record<AreaUnit, string> = {
  sqft: 'sq.ft',
  sqyd: 'sq.yd',
  sqm: 'sq.m',
  acre: 'acre',
  hectare: 'hectare',
  cent: 'cent',
  guntha: 'guntha',
  ground: 'ground',
};

/** The four areas a listing may state (`areas` of a listing detail). */
export const AREA_KINDS = ['carpet', 'builtUp', 'superBuiltUp', 'plot'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export const AREA_KIND_LABELS: Record<AreaKind, string> = {
  carpet: 'Carpet area',
  builtUp: 'Built-up area',
  superBuiltUp: 'Super built-up area',
  plot: 'Plot area',
};

/** Upper bound of any area, in sq.ft (about 230 acres). */
export const MAX_AREA_SQFT = 10_000_000;

export function toSqft(value: number, unit: AreaUnit): number {
  return value * AREA_UNIT_SQFT[unit];
}

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const indianDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '1,250 sq.ft', or null when unknown. */
export function areaLabel(areaSqft: number | null): string | null {
  if (areaSqft === null || !Number.isFinite(areaSqft) || areaSqft <= 0) return null;
  return `${indianNumber.format(areaSqft)} ${AREA_UNIT_LABELS.sqft}`;
}

/** An area as entered: '1.5 acre', '240 sq.yd'; null when unknown. */
export function areaInUnitLabel(value: number | null, unit: AreaUnit): string | null {
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  return `${indianDecimal.format(value)} ${AREA_UNIT_LABELS[unit]}`;
}
