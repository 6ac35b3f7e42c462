import { describe, expect, it } from '@rstest/core';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [99_999, '99,999'],
    [100_000, '1 Lac'],
    [150_000, '1.50 Lac'],
    [9_999_999, '99.99 Lac'],
    [10_000_000, '1 Crore'],
    [15_000_000, '1.50 Crore'],
    [12_345_678, '1.23 Crore'],
    [250_000_000, '25 Crore'],
    [0, '0'],
    [1234.5, '1,234.5'],
    [-5, 'N/A'],
    [-10_000_000, 'N/A'],
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
    ['15000000', '1.50 Crore'],
    ['1,00,000', '1 Lac'],
    [' 99999 ', '99,999'],
    ['', 'N/A'],
    ['   ', 'N/A'],
    ['abc', 'N/A'],
    ['12abc', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [{}, 'N/A'],
  ])('formatPrice(%j) is %j', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });
});

describe('formatPrice in Hindi', () => {
  it.each([
    [99_999, '99,999'],
    [1_234_567, '12.34 लाख'],
    [100_000, '1 लाख'],
    [9_999_999, '99.99 लाख'],
    [10_000_000, '1 करोड़'],
    [15_000_000, '1.50 करोड़'],
    [12_34_56_78_901, '1234.56 करोड़'],
    ['1,00,000', '1 लाख'],
    [-5, 'उपलब्ध नहीं'],
    [null, 'उपलब्ध नहीं'],
  ])('formatPrice(%j, "hi") is %j', (input, expected) => {
    expect(formatPrice(input, 'hi')).toBe(expected);
  });
});
