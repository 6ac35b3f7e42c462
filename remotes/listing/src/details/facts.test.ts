import { describe, expect, it } from '@rstest/core';
import { ageLabel } from './facts';

describe('ageLabel', () => {
  it('agrees with the number of years', () => {
    expect(ageLabel(0)).toBe('less than a year old');
    expect(ageLabel(1)).toBe('1 year old');
    expect(ageLabel(4)).toBe('4 years old');
  });
});
