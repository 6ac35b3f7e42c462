import { describe, expect, it } from '@rstest/core';
import { changesOf, showValue } from './diff';

describe('audit diff', () => {
  it('lists the fields that changed, in order, with both values', () => {
    expect(
      changesOf(
        { status: 'pending-review', title: 'Flat', price: 100 },
        { status: 'live', title: 'Flat', featuredUntil: '2026-12-01' },
      ),
    ).toEqual([
      { field: 'status', before: 'pending-review', after: 'live' },
      { field: 'price', before: 100, after: undefined },
      { field: 'featuredUntil', before: undefined, after: '2026-12-01' },
    ]);
  });

  it('treats a missing side as empty and a plain value as one field', () => {
    expect(changesOf(null, { role: 'support' })).toEqual([
      { field: 'role', before: undefined, after: 'support' },
    ]);
    expect(changesOf(['a'], ['a', 'b'])).toEqual([
      { field: 'value', before: ['a'], after: ['a', 'b'] },
    ]);
    expect(changesOf({ ids: [1, 2] }, { ids: [1, 2] })).toEqual([]);
  });

  it('shows strings as they are and the rest as JSON', () => {
    expect(showValue('live')).toBe('live');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(null)).toBeNull();
  });
});
