import { describe, expect, it } from '@rstest/core';
import { listingTexts } from '../i18n';
import { ageLabel } from './facts';

describe('ageLabel', () => {
  it('agrees with the number of years', () => {
    expect(ageLabel(0, listingTexts.t)).toBe('less than a year old');
    expect(ageLabel(1, listingTexts.t)).toBe('1 year old');
    expect(ageLabel(4, listingTexts.t)).toBe('4 years old');
  });
});
