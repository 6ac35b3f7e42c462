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
      for (const res of results)
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(statuses.get(200)).toBeUndefined();
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
    // The phone ends locked: even the latest real code is refused now.
    const final = await verifyOtp(ctx, phone, ctx.sms.latestFor(phone)?.otp ?? '');
    expect(final.statusCode).toBe(429);
    expect(final.json().code).toBe('LOCKED');
  }, 180_000);
});
