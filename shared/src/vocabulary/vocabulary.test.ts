import { describe, expect, it } from '@rstest/core';
import {
  AMENITIES,
  AMENITY_LABELS,
  AREA_KIND_LABELS,
  AREA_KINDS,
  AREA_UNIT_LABELS,
  AREA_UNITS,
  areaInUnitLabel,
  areaLabel,
  bhkLabel,
  FACING_LABELS,
  FACINGS,
  FURNISHING_LABELS,
  FURNISHINGS,
  isLand,
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  LISTING_TYPE_LABELS,
  LISTING_TYPE_OWNER_LABELS,
  LISTING_TYPES,
  labelOf,
  optionsOf,
  PARKING_KINDS,
  PARKING_LABELS,
  POSSESSION_STATUS_LABELS,
  POSSESSION_STATUSES,
  POSTED_BY,
  POSTED_BY_LABELS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  perSqftLabel,
  postedLabel,
  priceLabel,
  toSqft,
} from './index';

const vocabularies: [string, readonly string[], Record<string, string>][] = [
  ['listing types (seeker)', LISTING_TYPES, LISTING_TYPE_LABELS],
  ['listing types (owner)', LISTING_TYPES, LISTING_TYPE_OWNER_LABELS],
  ['property types', PROPERTY_TYPES, PROPERTY_TYPE_LABELS],
  ['listing statuses', LISTING_STATUSES, LISTING_STATUS_LABELS],
  ['furnishings', FURNISHINGS, FURNISHING_LABELS],
  ['facings', FACINGS, FACING_LABELS],
  ['amenities', AMENITIES, AMENITY_LABELS],
  ['possession statuses', POSSESSION_STATUSES, POSSESSION_STATUS_LABELS],
  ['posted by', POSTED_BY, POSTED_BY_LABELS],
  ['parking kinds', PARKING_KINDS, PARKING_LABELS],
  ['area units', AREA_UNITS, AREA_UNIT_LABELS],
  ['area kinds', AREA_KINDS, AREA_KIND_LABELS],
  ['sorts', LISTING_SORTS, LISTING_SORT_LABELS],
];

describe('listing vocabulary', () => {
  it.each(vocabularies)(
    '%s: one distinct English label per value, nothing else',
    (_, values, labels) => {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      const texts = values.map((value) => labels[value] ?? '');
      expect(texts.every((text) => text.trim() === text && text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    },
  );

  it('offers options in the vocabulary order and names a value even without a label', () => {
    expect(optionsOf(POSSESSION_STATUSES, POSSESSION_STATUS_LABELS)).toEqual([
      { value: 'ready-to-move', label: 'Ready to move' },
      { value: 'under-construction', label: 'Under construction' },
    ]);
    expect(labelOf(FACING_LABELS, 'north-east')).toBe('North-east');
    expect(labelOf(FACING_LABELS, null)).toBe('');
    expect(labelOf(FACING_LABELS, 'upwards' as never)).toBe('upwards');
  });

  it('knows land from buildings', () => {
    expect(isLand('plot')).toBe(true);
    expect(isLand('agricultural-land')).toBe(true);
    expect(isLand('apartment')).toBe(false);
  });
});

describe('listing formatters', () => {
  it('write prices, rents and the price per sq.ft', () => {
    expect(priceLabel(12_500_000, 'sale')).toBe('₹ 1.25 Crore');
    expect(priceLabel(45_000, 'rent')).toBe('₹ 45,000 / month');
    expect(priceLabel(null, 'sale')).toBe('Price on request');
    expect(perSqftLabel(10_000)).toBe('₹ 10,000 / sq.ft');
    expect(perSqftLabel(0)).toBeNull();
  });

  it('write areas in sq.ft and as entered, and convert units', () => {
    expect(areaLabel(1250)).toBe('1,250 sq.ft');
    expect(areaLabel(null)).toBeNull();
    expect(areaInUnitLabel(2.5, 'acre')).toBe('2.5 acre');
    expect(areaInUnitLabel(240, 'sqyd')).toBe('240 sq.yd');
    expect(areaInUnitLabel(0, 'sqm')).toBeNull();
    expect(toSqft(2, 'acre')).toBe(87_120);
    expect(toSqft(100, 'sqyd')).toBe(900);
  });

  it('write BHK and how long ago a listing was posted', () => {
    expect(bhkLabel(3)).toBe('3 BHK');
    expect(bhkLabel(0)).toBeNull();
    expect(bhkLabel(null)).toBeNull();
    const now = new Date('2026-11-23T12:00:00Z');
    expect(postedLabel('2026-11-23T08:00:00Z', now)).toBe('today');
    expect(postedLabel('2026-11-09T08:00:00Z', now)).toBe('2 weeks ago');
    expect(postedLabel('2024-03-05T08:00:00Z', now)).toBe('on 5 Mar 2024');
    expect(postedLabel('not a date', now)).toBe('');
  });
});
