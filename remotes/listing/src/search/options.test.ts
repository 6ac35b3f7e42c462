import { describe, expect, it } from '@rstest/core';
import * as contracts from 'shared/contracts';
import {
  AMENITIES,
  FURNISHING,
  LISTING_TYPES,
  POSSESSION,
  POSTED_BY,
  PROPERTY_TYPES,
  SORTS,
} from './options';

const values = (options: readonly { value: string }[]) => options.map((o) => o.value).sort();

describe('filter vocabularies', () => {
  it('offer exactly what the api accepts', () => {
    expect(values(LISTING_TYPES)).toEqual([...contracts.LISTING_TYPES].sort());
    expect(values(PROPERTY_TYPES)).toEqual([...contracts.LISTING_PROPERTY_TYPES].sort());
    expect(values(FURNISHING)).toEqual([...contracts.FURNISHINGS].sort());
    expect(values(POSSESSION)).toEqual([...contracts.POSSESSION_STATUSES].sort());
    expect(values(POSTED_BY)).toEqual([...contracts.POSTED_BY].sort());
    expect(values(AMENITIES)).toEqual([...contracts.AMENITIES].sort());
    expect(values(SORTS)).toEqual([...contracts.LISTING_SORTS].sort());
  });
});
