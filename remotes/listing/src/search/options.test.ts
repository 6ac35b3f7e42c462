import { describe, expect, it } from '@rstest/core';
import { listingSearchQuerySchema } from 'shared/contracts/listings';
import {
  AMENITY_OPTIONS,
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LISTING_TYPE_OPTIONS,
  POSSESSION_OPTIONS,
  POSTED_BY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  SORT_OPTIONS,
} from './options';

const values = (options: readonly { value: string | number }[]) =>
  options.map((option) => String(option.value));

describe('filter choices', () => {
  it('are each accepted by the api', () => {
    const every = {
      propertyType: values(PROPERTY_TYPE_OPTIONS),
      bhk: values(BHK_OPTIONS),
      furnishing: values(FURNISHING_OPTIONS),
      postedBy: values(POSTED_BY_OPTIONS),
      amenities: values(AMENITY_OPTIONS),
    };
    expect(listingSearchQuerySchema.safeParse(every).success).toBe(true);
    for (const listingType of values(LISTING_TYPE_OPTIONS))
      expect(listingSearchQuerySchema.safeParse({ listingType }).success).toBe(true);
    for (const possession of values(POSSESSION_OPTIONS))
      expect(listingSearchQuerySchema.safeParse({ possession }).success).toBe(true);
    for (const sort of values(SORT_OPTIONS))
      expect(listingSearchQuerySchema.safeParse({ sort }).success).toBe(true);
  });

  it('have a label for every value, none twice in one list', () => {
    for (const options of [
      LISTING_TYPE_OPTIONS,
      PROPERTY_TYPE_OPTIONS,
      FURNISHING_OPTIONS,
      POSSESSION_OPTIONS,
      POSTED_BY_OPTIONS,
      AMENITY_OPTIONS,
      SORT_OPTIONS,
    ]) {
      const labels = options.map((option) => option.label);
      expect(labels.every((label) => label.trim().length > 0)).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
