import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { otpStates } from '../../src/db/schema/index';
import { MINUTE, SECOND } from '../../src/lib/dates';
import { loginUser, nextIp, requestOtp, verifyOtp } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_IP_SEND_LIMIT: '5', OTP_IP_VERIFY_LIMIT: '1000' } });
});
afterAll(() => ctx.close());

let phoneSeq = 7000000000;
const newPhone = () => String(phoneSeq++);
const wrongCode = (right: string) => String((Number(right) + 1) % 10_000).padStart(4, '0');

describe(`one-time codes (${engineUnderTest})`, () => {
  it('accepts only 10-digit Indian mobiles starting 6-9', async () => {
    for (const phone of ['5876543210', '987654321', '98765432100', '+919876543210', '98765-4321']) {
      const res = await requestOtp(ctx, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, code: 'VALIDATION' });
      expect(res.json().message).toContain('phone');
    }
  });

  it('answers the same whether or not the number is registered', async () => {
    const registered = newPhone();
    await loginUser(ctx, registered);
    const a = await requestOtp(ctx, registered);
    const b = await requestOtp(ctx, newPhone());
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({
      isSuccess: true,
      message: 'OTP sent successfully',
      resendAfterSeconds: 30,
      expiresInSeconds: 300,
    });
  });

  it('sends 4-digit codes and stores only a keyed hash', async () => {
    const phone = newPhone();
    await requestOtp(ctx, phone);
    const code = ctx.sms.latestFor(phone)?.otp ?? '';
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await ctx.database.db.select().from(otpStates).where(eq(otpStates.phone, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('logs in a new user with isNewUser and tokens, then an existing user', async () => {
    const phone = newPhone();
    await requestOtp(ctx, phone);
    const first = await verifyOtp(ctx, phone, ctx.sms.latestFor(phone)?.otp ?? '');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      isSuccess: true,
      message: 'Login successfully! Create your profile',
      user: { phone, isNewUser: true, propertyCount: 0, leadsCount: 0 },
    });
    expect(first.json().token).toEqual(expect.any(String));
    expect(first.json().refreshToken).toEqual(expect.any(String));
    const userId = first.json().user._id;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/user/update/${userId}`,
      headers: { authorization: `Bearer ${first.json().token}` },
      payload: { name: 'Meera Iyer' },
    });
    ctx.clock.advance(31 * SECOND);
    await requestOtp(ctx, phone);
    const second = await verifyOtp(ctx, phone, ctx.sms.latestFor(phone)?.otp ?? '');
    expect(second.json()).toMatchObject({
      message: 'Login successful',
      user: { _id: userId, isNewUser: false },
    });
  });

  it('uses each code once', async () => {
    const phone = newPhone();
    await requestOtp(ctx, phone);
    const code = ctx.sms.latestFor(phone)?.otp ?? '';
    expect((await verifyOtp(ctx, phone, code)).statusCode).toBe(200);
    const again = await verifyOtp(ctx, phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('OTP_EXPIRED');
  });

  it('expires codes after 5 minutes', async () => {
    const phone = newPhone();
    await requestOtp(ctx, phone);
    const code = ctx.sms.latestFor(phone)?.otp ?? '';
    ctx.clock.advance(5 * MINUTE + SECOND);
    const res = await verifyOtp(ctx, phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'OTP_EXPIRED' });
  });

  it('accepts a code just before expiry', async () => {
    const phone = newPhone();
    await requestOtp(ctx, phone);
    ctx.clock.advance(5 * MINUTE - SECOND);
    expect((await verifyOtp(ctx, phone, ctx.sms.latestFor(phone)?.otp ?? '')).statusCode).toBe(200);
  });

  it('voids the previous code when a new one is sent', async () => {
    const phone = newPhone();
    await requestOtp(ctx, phone);
    const old = ctx.sms.latestFor(phone)?.otp ?? '';
    ctx.clock.advance(31 * SECOND);
    await requestOtp(ctx, phone);
    const fresh = ctx.sms.latestFor(phone)?.otp ?? '';
    if (old !== fresh) {
      const res = await verifyOtp(ctx, phone, old);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_OTP');
    }
    expect((await verifyOtp(ctx, phone, fresh)).statusCode).toBe(200);
  });

  it('allows 5 wrong tries per code, then voids it', async () => {
    const phone = newPhone();
    await requestOtp(ctx, phone);
    const code = ctx.sms.latestFor(phone)?.otp ?? '';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await verifyOtp(ctx, phone, wrongCode(code));
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages[0]).toBe('Invalid OTP. 4 attempts left.');
    expect(messages[4]).toBe('Invalid OTP. Please request a new OTP.');
    const right = await verifyOtp(ctx, phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('OTP_EXPIRED');
  });

  it('refuses a resend sooner than 30 seconds', async () => {
    const phone = newPhone();
    expect((await requestOtp(ctx, phone)).statusCode).toBe(200);
    ctx.clock.advance(29 * SECOND);
    const early = await requestOtp(ctx, phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait 1 seconds before requesting a new OTP.',
    });
    expect(early.headers['retry-after']).toBe('1');
    ctx.clock.advance(SECOND);
    expect((await requestOtp(ctx, phone)).statusCode).toBe(200);
  });

  it('sends at most 3 codes per 15 minutes and 10 per day per phone', async () => {
    const phone = newPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await requestOtp(ctx, phone)).statusCode);
      ctx.clock.advance(31 * SECOND);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Spread over the day: 3 per 15 minutes, 10 in total.
    const daily: number[] = [];
    for (let i = 0; i < 10; i++) {
      ctx.clock.advance(15 * MINUTE);
      daily.push((await requestOtp(ctx, phone)).statusCode);
    }
    expect(daily.filter((s) => s === 200)).toHaveLength(7);
    expect(daily.slice(7)).toEqual([429, 429, 429]);
    ctx.clock.advance(24 * 60 * MINUTE);
    expect((await requestOtp(ctx, phone)).statusCode).toBe(200);
  });

  it('applies a loose per-IP limit on sending', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestOtp(ctx, newPhone(), ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await requestOtp(ctx, newPhone(), nextIp());
    expect(other.statusCode).toBe(200);
  });

  it('keeps counters in the database under concurrent attempts', async () => {
    const phone = newPhone();
    await requestOtp(ctx, phone);
    const code = ctx.sms.latestFor(phone)?.otp ?? '';
    const results = await Promise.all(
      Array.from({ length: 12 }, () => verifyOtp(ctx, phone, wrongCode(code))),
    );
    expect(results.filter((r) => r.json().code === 'INVALID_OTP')).toHaveLength(5);
    const [row] = await ctx.database.db.select().from(otpStates).where(eq(otpStates.phone, phone));
    expect(row?.failures).toBe(5);
    expect(row?.codeHash).toBeNull();
  });
});
