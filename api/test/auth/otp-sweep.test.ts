import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { nextIp, requestOtp, verifyOtp } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`brute force (${engineUnderTest})`, () => {
  it('sweeping all 10,000 codes against one phone never logs in', async () => {
    const phone = '9123456789';
    expect((await requestOtp(ctx, phone)).statusCode).toBe(200);
    expect(ctx.sms.latestFor(phone)?.otp).toMatch(/^\d{4}$/);

    const statuses = new Map<number, number>();
    /** Guesses the api compared with the code (the rest were refused unchecked). */
    let checked = 0;
    const batch = 100;
    for (let start = 0; start < 10_000; start += batch) {
      // Each batch from a different address, as a botnet would (per-IP limits do not save us here),
      // and the attacker asks for a fresh code whenever the limits allow.
      const ip = nextIp();
      ctx.clock.advance(31_000);
      await requestOtp(ctx, phone, ip);
      const results = await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          verifyOtp(ctx, phone, String(start + i).padStart(4, '0'), ip),
        ),
      );
      for (const res of results) {
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.json().code === 'INVALID_OTP') checked++;
      }
    }
    expect(statuses.get(200)).toBeUndefined();
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
    // Back-off, not a lock: in the sweep's 52 minutes the phone's back-off let about 15 guesses
    // be compared with a live code (without it, every code's 5 tries: about 50).
    expect(checked).toBeLessThanOrEqual(20);
  }, 180_000);
});
