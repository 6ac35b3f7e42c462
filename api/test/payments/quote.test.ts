import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { DAY } from '../../src/lib/dates';
import { paiseInWords, wholeNumberInWords } from '../../src/plugins/app/payments/amount-in-words';
import { priceOf, splitGst } from '../../src/plugins/app/payments/gst';
import { financialYear, invoiceNumber } from '../../src/plugins/app/payments/invoices';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { addCoupon, as } from './helpers';

describe('price arithmetic', () => {
  it('adds 18% GST on the price after the discount, rounded half up to the paisa', () => {
    expect(priceOf(99_900, null)).toEqual({
      basePaise: 99_900,
      discountPaise: 0,
      taxablePaise: 99_900,
      gstPaise: 17_982,
      amountPaise: 117_882,
    });
    // 10% of 999.00 = 99.90; 18% of 899.10 = 161.838 -> 161.84
    expect(priceOf(99_900, { kind: 'percent', value: 10 })).toMatchObject({
      discountPaise: 9_990,
      taxablePaise: 89_910,
      gstPaise: 16_184,
      amountPaise: 106_094,
    });
    // 18% of 1.25 rupees (125 paise) = 22.5 paise -> 23 (half up)
    expect(priceOf(125, null)).toMatchObject({ gstPaise: 23, amountPaise: 148 });
  });

  it('never lets a coupon bring the price under one rupee', () => {
    expect(priceOf(99_900, { kind: 'flat', value: 5000 })).toMatchObject({
      discountPaise: 99_800,
      taxablePaise: 100,
      gstPaise: 18,
      amountPaise: 118,
    });
    expect(priceOf(99_900, { kind: 'percent', value: 100 }).taxablePaise).toBe(100);
  });

  it('splits GST into CGST and SGST within the state (odd paisa to CGST), else IGST', () => {
    expect(splitGst(17_982, true)).toEqual({ cgstPaise: 8_991, sgstPaise: 8_991, igstPaise: 0 });
    expect(splitGst(16_185, true)).toEqual({ cgstPaise: 8_093, sgstPaise: 8_092, igstPaise: 0 });
    expect(splitGst(16_185, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 16_185 });
  });

  it('writes amounts in words with lakh and crore', () => {
    expect(wholeNumberInWords(0)).toBe('Zero');
    expect(wholeNumberInWords(118)).toBe('One Hundred Eighteen');
    expect(wholeNumberInWords(3_538)).toBe('Three Thousand Five Hundred Thirty Eight');
    expect(wholeNumberInWords(1_50_000)).toBe('One Lakh Fifty Thousand');
    expect(wholeNumberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine',
    );
    expect(paiseInWords(353_882)).toBe(
      'Rupees Three Thousand Five Hundred Thirty Eight and Eighty Two Paise Only',
    );
    expect(paiseInWords(100)).toBe('Rupees One Only');
  });

  it("numbers invoices by India's financial year (from 1 April, India time)", () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
    expect(invoiceNumber('2026-27', 42)).toBe('PM/26-27/000042');
    // The GST rules allow invoice numbers of at most 16 characters.
    expect(invoiceNumber('2026-27', 999_999)).toHaveLength(15);
  });
});

let ctx: TestContext;
let user: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await loginUser(ctx, '9700002001');
  const now = ctx.clock.now().getTime();
  await addCoupon(ctx.database, { code: 'WELCOME10', kind: 'percent', value: 10 });
  await addCoupon(ctx.database, { code: 'FLAT500', kind: 'flat', value: 500 });
  await addCoupon(ctx.database, { code: 'OLD', validUntil: new Date(now - DAY) });
  await addCoupon(ctx.database, { code: 'SOON', validFrom: new Date(now + 2 * DAY) });
  await addCoupon(ctx.database, { code: 'OFF', active: false });
  await addCoupon(ctx.database, { code: 'PREMIUMONLY', planCodes: ['PREMIUM'] });
  await addCoupon(ctx.database, { code: 'ONCE', perUserLimit: 1 });
  await addCoupon(ctx.database, { code: 'ONEUSE', totalLimit: 1 });
});
afterAll(() => ctx.close());

const quote = (planCode: string, couponCode?: string) =>
  as(ctx, user)('POST', '/api/checkout/quote', { planCode, couponCode });
const pay = async (couponCode: string) => {
  const order = await as(ctx, user)('POST', '/api/checkout/orders', {
    planCode: 'BASIC',
    couponCode,
  });
  expect(order.statusCode).toBe(200);
  const paid = await as(ctx, user)('POST', `/api/checkout/test/${order.json().payment._id}`, {
    outcome: 'success',
  });
  return paid;
};

describe(`quotes and coupons (${engineUnderTest})`, () => {
  it('quotes a plan with its GST breakdown', async () => {
    const res = await quote('BASIC');
    expect(res.statusCode).toBe(200);
    expect(res.json().quote).toEqual({
      planCode: 'BASIC',
      planName: 'Basic',
      basePaise: 99_900,
      discountPaise: 0,
      taxablePaise: 99_900,
      gstPaise: 17_982,
      gstRatePercent: 18,
      amountPaise: 117_882,
      currency: 'INR',
      coupon: null,
    });
  });

  it('applies a percent or a flat coupon, whatever its case, and an empty field as none', async () => {
    expect((await quote('BASIC', 'welcome10')).json().quote).toMatchObject({
      discountPaise: 9_990,
      amountPaise: 106_094,
      coupon: { code: 'WELCOME10', kind: 'percent', value: 10 },
    });
    expect((await quote('PREMIUM', 'FLAT500')).json().quote).toMatchObject({
      basePaise: 299_900,
      discountPaise: 50_000,
      taxablePaise: 249_900,
      gstPaise: 44_982,
      amountPaise: 294_882,
    });
    expect((await quote('BASIC', '')).json().quote.coupon).toBeNull();
  });

  it('refuses, in words, a coupon that does not apply', async () => {
    const refusals: [string, string, string][] = [
      ['BASIC', 'NOPE', 'Coupon NOPE does not exist. Check the code, or pay without a coupon.'],
      ['BASIC', 'OFF', 'Coupon OFF is no longer offered.'],
      ['BASIC', 'OLD', 'Coupon OLD expired on '],
      ['BASIC', 'SOON', 'Coupon SOON can be used from '],
      [
        'BASIC',
        'PREMIUMONLY',
        'Coupon PREMIUMONLY does not apply to the Basic plan (only to: PREMIUM).',
      ],
    ];
    for (const [plan, code, message] of refusals) {
      const res = await quote(plan, code);
      expect({ code, status: res.statusCode }).toEqual({ code, status: 400 });
      expect(res.json()).toMatchObject({ isSuccess: false });
      expect(res.json().message).toContain(message);
    }
    expect((await quote('PREMIUM', 'PREMIUMONLY')).statusCode).toBe(200);
  });

  it('counts uses from paid payments only: per user, then in total', async () => {
    // An order that is never paid uses nothing.
    await as(ctx, user)('POST', '/api/checkout/orders', { planCode: 'BASIC', couponCode: 'ONCE' });
    expect((await quote('BASIC', 'ONCE')).statusCode).toBe(200);
    expect((await pay('ONCE')).statusCode).toBe(200);
    const once = await quote('BASIC', 'ONCE');
    expect(once.statusCode).toBe(400);
    expect(once.json().message).toBe('Coupon ONCE was already used by you (once per person).');

    expect((await pay('ONEUSE')).statusCode).toBe(200);
    const other = await loginUser(ctx, '9700002002');
    const usedUp = await as(ctx, other)('POST', '/api/checkout/quote', {
      planCode: 'BASIC',
      couponCode: 'ONEUSE',
    });
    expect(usedUp.json().message).toBe('Coupon ONEUSE has been used up. Try another coupon.');
  });

  it('checks the coupon again when the payment completes (the last use taken meanwhile)', async () => {
    await addCoupon(ctx.database, { code: 'LASTONE', totalLimit: 1 });
    const first = await as(ctx, user)('POST', '/api/checkout/orders', {
      planCode: 'BASIC',
      couponCode: 'LASTONE',
    });
    const second = await as(ctx, user)('POST', '/api/checkout/orders', {
      planCode: 'BASIC',
      couponCode: 'LASTONE',
    });
    const settle = (id: string) =>
      as(ctx, user)('POST', `/api/checkout/test/${id}`, { outcome: 'success' });
    expect((await settle(first.json().payment._id)).statusCode).toBe(200);
    const late = await settle(second.json().payment._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('Coupon LASTONE has been used up');
    const payment = await as(ctx, user)('GET', `/api/payments/${second.json().payment._id}`);
    expect(payment.json().payment).toMatchObject({ status: 'failed', subscription: null });
  });

  it('refuses the free plan and an unknown plan', async () => {
    const free = await quote('FREE');
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe(
      'The Free plan needs no payment: start it with one click on the plans page.',
    );
    const unknown = await quote('GOLD');
    expect(unknown.json().message).toBe('There is no plan GOLD. Choose a plan on the plans page.');
  });

  it('refuses a plan whose quota the listings already use up (paying would not let the user post)', async () => {
    const owner = await loginUser(ctx, '9700002003');
    for (let i = 0; i < 5; i++) await insertProperty(ctx.database, owner.id);
    const res = await as(ctx, owner)('POST', '/api/checkout/quote', { planCode: 'BASIC' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The Basic plan allows 5 listings and you already have 5, so it would not let you post. Choose a plan with more listings.',
    );
    const order = await as(ctx, owner)('POST', '/api/checkout/orders', { planCode: 'BASIC' });
    expect(order.statusCode).toBe(400);
    expect(
      (await as(ctx, owner)('POST', '/api/checkout/quote', { planCode: 'PREMIUM' })).statusCode,
    ).toBe(200);
  });
});
