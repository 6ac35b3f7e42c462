import { describe, expect, it } from '@rstest/core';
import {
  couponBody,
  couponProblems,
  discountedPaise,
  EMPTY_COUPON_FORM,
  indiaDayOf,
} from './couponForm';

const form = (patch: Partial<typeof EMPTY_COUPON_FORM>) => ({
  ...EMPTY_COUPON_FORM,
  code: 'DIWALI10',
  value: '10',
  ...patch,
});

describe('coupon form', () => {
  it('checks each field as typed', () => {
    expect(couponProblems(form({}))).toEqual({});
    expect(couponProblems(form({ code: '' })).code).toBe('form.codeRequired');
    expect(couponProblems(form({ code: 'A B' })).code).toBe('form.codeFormat');
    expect(couponProblems(form({ value: '150' })).value).toBe('form.percentRange');
    expect(couponProblems(form({ kind: 'flat', value: '150' })).value).toBeUndefined();
    expect(couponProblems(form({ value: '2.5' })).value).toBe('form.valueWhole');
    expect(
      couponProblems(form({ validFrom: '2026-12-10', validUntil: '2026-12-01' })).validUntil,
    ).toBe('form.untilBeforeFrom');
    expect(couponProblems(form({ totalLimit: '0' })).totalLimit).toBe('form.limitWhole');
    expect(couponProblems(form({ totalLimit: '3' }), 5).totalLimit).toBe('form.limitBelowUses');
  });

  it('sends India days as the instants they start and end, and empty limits as none', () => {
    expect(
      couponBody(form({ code: 'diwali10', validFrom: '2026-11-01', validUntil: '2026-11-30' })),
    ).toEqual({
      code: 'DIWALI10',
      kind: 'percent',
      value: 10,
      validFrom: '2026-11-01T00:00:00.000+05:30',
      validUntil: '2026-11-30T23:59:59.999+05:30',
      totalLimit: null,
      perUserLimit: null,
      planCodes: [],
    });
    // 23:59:59.999 India time on 30 Nov is still 30 Nov there
    expect(indiaDayOf('2026-11-30T18:29:59.999Z')).toBe('2026-11-30');
  });

  it('prices a plan as the checkout does: half up to the paisa, never under one rupee', () => {
    expect(discountedPaise(99_900, 'percent', 10)).toBe(89_910);
    expect(discountedPaise(99_900, 'flat', 100)).toBe(89_900);
    expect(discountedPaise(99_900, 'flat', 5_000)).toBe(100);
    expect(discountedPaise(99_900, 'percent', 100)).toBe(100);
  });
});
