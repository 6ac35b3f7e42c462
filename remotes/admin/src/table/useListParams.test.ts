import { describe, expect, it } from '@rstest/core';
import { parseListParams, toListSearch } from './useListParams';

const spec = { sort: 'createdAt', filters: ['status', 'city'] as const };

describe('list params in the URL', () => {
  it('fills the defaults and reads the filters', () => {
    expect(parseListParams(new URLSearchParams('status=blocked&other=x'), spec)).toEqual({
      page: 1,
      limit: 20,
      sort: 'createdAt',
      dir: 'desc',
      status: 'blocked',
    });
  });

  it('drops broken values and keeps a page inside the 10,000-row window', () => {
    expect(
      parseListParams(new URLSearchParams('page=-3&limit=7&dir=sideways&search=%20%20'), spec),
    ).toEqual({ page: 1, limit: 20, sort: 'createdAt', dir: 'desc' });
    expect(parseListParams(new URLSearchParams('page=900&limit=50'), spec).page).toBe(200);
  });

  it('writes only what differs from the defaults', () => {
    expect(
      toListSearch(
        { page: 1, limit: 20, sort: 'createdAt', dir: 'desc', search: 'ravi', city: 'Pune' },
        spec,
      ),
    ).toBe('search=ravi&city=Pune');
    expect(toListSearch({ page: 3, limit: 50, sort: 'name', dir: 'asc' }, spec)).toBe(
      'sort=name&dir=asc&page=3&limit=50',
    );
  });
});
