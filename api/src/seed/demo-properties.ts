import type { properties } from '../db/schema/index';

type NewProperty = typeof properties.$inferInsert;

/** A few listings per demo user so the dashboard, leads and favourites are not empty. */
export function demoPropertiesFor(
  ownerId: string,
  city: string,
  state: string | null,
): NewProperty[] {
  return [
    {
      ownerId,
      city,
      state,
      status: 'active',
      propertyType: 'apartment',
      listingType: 'sale',
      title: `Spacious 3 BHK apartment in ${city}`,
      price: 12_500_000,
      bhk: 3,
      areaSqft: 1450,
      locality: 'Central',
      description: 'Corner unit with two balconies, covered parking and 24x7 security.',
    },
    {
      ownerId,
      city,
      state,
      status: 'active',
      propertyType: 'apartment',
      listingType: 'rent',
      title: `2 BHK flat for rent near metro, ${city}`,
      price: 28_000,
      bhk: 2,
      areaSqft: 980,
      locality: 'Metro Road',
      description: 'Semi-furnished, family preferred, available immediately.',
    },
    {
      ownerId,
      city,
      state,
      status: 'inactive',
      propertyType: 'plot',
      listingType: 'sale',
      title: `Residential plot of 2400 sq ft in ${city}`,
      price: 6_800_000,
      bhk: null,
      areaSqft: 2400,
      locality: 'Outer Ring',
      description: 'Clear title, east facing, approved layout.',
    },
  ];
}
