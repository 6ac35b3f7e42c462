import { describe, expect, it } from '@rstest/core';
import { pageParam } from './pageParam';

describe("the URL's page number", () => {
  it('reads a whole number from 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('1')).toBe(1);
  });

  it('is 1 when missing, not a whole number, below 1 or past the last page allowed', () => {
    for (const raw of [null, '', 'two', '2.5', '0', '-4']) expect(pageParam(raw)).toBe(1);
    expect(pageParam('10000', 10_000)).toBe(10_000);
    expect(pageParam('10001', 10_000)).toBe(1);
  });
});
