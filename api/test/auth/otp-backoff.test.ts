import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { otpStates } from '../../src/db/schema/index';
import { SECOND } from '../../src/lib/dates';
import { OTP_RULES } from '../../src/plugins/app/auth/otp-service';
import { nextIp, requestOtp, verifyOtp } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { OTP_IP_VERIFY_LIMIT: '1000' } });
});
afterAll(() => ctx.close());

let phoneSeq = 7100000000;
const newPhone = () => String(phoneSeq++);
const codeOf = (phone: string) => ctx.sms.latestFor(phone)?.otp ?? '';
const wrongCode = (right: string) => String((Number(right) + 1) % 10_000).padStart(4, '0');
const retryAfterMs = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['retry-after']) * SECOND;

/** A guess that is surely checked: waits out whatever back-off the api names first. */
async function checkedGuess(phone: string, code: string, ip: string) {
  let res = await verifyOtp(ctx, phone, code, ip);
  while (res.statusCode === 429) {
    ctx.clock.advance(retryAfterMs(res));
    res = await verifyOtp(ctx, phone, code, ip);
  }
  return res;
}

describe(`one-time codes: back-off instead of a day-long lock (${engineUnderTest})`, () => {
  it("lets the owner in with a fresh code a short wait after a stranger's ten wrong codes", async () => {
    const phone = newPhone();
    const stranger = nextIp();
    for (let round = 0; round < 2; round++) {
      expect((await requestOtp(ctx, phone, stranger)).statusCode).toBe(200);
      const sent = codeOf(phone);
      for (let i = 0; i < 5; i++) {
        const res = await checkedGuess(phone, wrongCode(sent), stranger);
        expect(res.json().code).toBe('INVALID_OTP');
      }
      ctx.clock.advance(31 * SECOND);
    }

    const owner = nextIp();
    expect((await requestOtp(ctx, phone, owner)).statusCode).toBe(200);
    const early = await verifyOtp(ctx, phone, codeOf(phone), owner);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('RATE_LIMITED');
    expect(early.json().message).toMatch(
      /^Too many wrong codes for this number\. Please try again in \d+ (seconds|minutes)\.$/,
    );
    const wait = retryAfterMs(early);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3 * 60 * SECOND);

    ctx.clock.advance(wait);
    const res = await verifyOtp(ctx, phone, codeOf(phone), owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phone).toBe(phone);
  });

  it('doubles the wait per failure from the fifth, up to five minutes, and a login clears it', async () => {
    const phone = newPhone();
    const ip = nextIp();
    const waits: number[] = [];
    for (let failure = 1; failure <= 11; failure++) {
      if ((failure - 1) % OTP_RULES.maxAttemptsPerCode === 0) {
        ctx.clock.advance(31 * SECOND);
        expect((await requestOtp(ctx, phone, ip)).statusCode).toBe(200);
      }
      expect((await checkedGuess(phone, wrongCode(codeOf(phone)), ip)).json().code).toBe(
        'INVALID_OTP',
      );
      const [state] = await ctx.database.db
        .select({ retryAt: otpStates.retryAt })
        .from(otpStates)
        .where(eq(otpStates.phone, phone));
      const retryAt = state?.retryAt?.getTime() ?? 0;
      waits.push(Math.max(0, retryAt - ctx.clock.now().getTime()) / SECOND);
    }
    // The wait before the next check, after failures 1..11 (5 s x 2^6 would be over the cap).
    expect(waits).toEqual([0, 0, 0, 0, 5, 10, 20, 40, 80, 160, 300]);

    ctx.clock.advance(OTP_RULES.windowMs);
    expect((await requestOtp(ctx, phone, ip)).statusCode).toBe(200);
    expect((await verifyOtp(ctx, phone, codeOf(phone), ip)).statusCode).toBe(200);
    ctx.clock.advance(31 * SECOND);
    expect((await requestOtp(ctx, phone, ip)).statusCode).toBe(200);
    const fresh = await verifyOtp(ctx, phone, wrongCode(codeOf(phone)), ip);
    expect(fresh.json().message).toBe('Invalid OTP. 4 attempts left.');
    expect((await verifyOtp(ctx, phone, codeOf(phone), ip)).statusCode).toBe(200);
  });

  it("backs off one address's guesses across phones, not the other addresses", async () => {
    const guesser = nextIp();
    const limit = OTP_RULES.sourceBackoff.freeFailures;
    let failures = 0;
    let phone = newPhone();
    while (failures < limit) {
      if (failures % OTP_RULES.phoneBackoff.freeFailures === 0) {
        phone = newPhone();
        await requestOtp(ctx, phone, nextIp());
      }
      const res = await verifyOtp(ctx, phone, wrongCode(codeOf(phone)), guesser);
      expect(res.json().code).toBe('INVALID_OTP');
      failures++;
    }
    const victim = newPhone();
    await requestOtp(ctx, victim, nextIp());
    const refused = await verifyOtp(ctx, victim, codeOf(victim), guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many wrong codes from this device or network\./);
    expect(retryAfterMs(refused)).toBe(OTP_RULES.sourceBackoff.baseMs);
    // The refused check was not counted against the victim's number: its owner gets in at once.
    expect((await verifyOtp(ctx, victim, codeOf(victim), nextIp())).statusCode).toBe(200);
  });

  it('backs off one device across addresses when the client names its device', async () => {
    const device = `device-${crypto.randomUUID()}`;
    const verifyFrom = (phone: string, otp: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/user/verify-otp',
        payload: { phone, otp },
        headers: { 'x-device-id': device },
        remoteAddress: ip,
      });
    let phone = newPhone();
    for (let failures = 0; failures < OTP_RULES.sourceBackoff.freeFailures; failures++) {
      if (failures % OTP_RULES.phoneBackoff.freeFailures === 0) {
        phone = newPhone();
        await requestOtp(ctx, phone, nextIp());
      }
      const res = await verifyFrom(phone, wrongCode(codeOf(phone)), nextIp());
      expect(res.json().code).toBe('INVALID_OTP');
    }
    const victim = newPhone();
    await requestOtp(ctx, victim, nextIp());
    expect((await verifyFrom(victim, codeOf(victim), nextIp())).statusCode).toBe(429);
  });
});
