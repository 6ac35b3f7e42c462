export const PROPERTY_TYPES = [
  'apartment',
  'independent-house',
  'villa',
  'builder-floor',
  'penthouse',
  'studio',
  'plot',
  'agricultural-land',
  'office',
  'shop',
  'showroom',
  'warehouse',
  'co-working',
  'pg',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: 'Apartment',
  'independent-house': 'Independent house',
  villa: 'Villa',
  'builder-floor': 'Builder floor',
  penthouse: 'Penthouse',
  studio: 'Studio',
  plot: 'Plot',
  'agricultural-land': 'Agricultural land',
  office: 'Office',
  shop: 'Shop',
  showroom: 'Showroom',
  warehouse: 'Warehouse',
  'co-working': 'Co-working',
  pg: 'PG / co-living',
};

/** Land has a plot area and no rooms, floors or furnishing. */
export const LAND_PROPERTY_TYPES = ['plot', 'agricultural-land'] as const satisfies PropertyType[];

export function isLand(type: PropertyType): boolean {
  return (LAND_PROPERTY_TYPES as readonly PropertyType[]).includes(type);
}
