import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

const RAZORPAY_ENV = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_csp',
  RAZORPAY_KEY_SECRET: 'csp-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'csp-webhook-secret',
};

async function cspWith(env: Record<string, string>): Promise<[TestContext, string]> {
  const ctx = await createTestApp({ env });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  return [ctx, String(res.headers['content-security-policy'])];
}

describe(`CSP and the payment gateway (${engineUnderTest})`, () => {
  let testGateway: TestContext;
  let razorpay: TestContext;
  let testCsp = '';
  let razorpayCsp = '';
  beforeAll(async () => {
    [testGateway, testCsp] = await cspWith({});
    [razorpay, razorpayCsp] = await cspWith(RAZORPAY_ENV);
  });
  afterAll(async () => {
    await testGateway?.close();
    await razorpay?.close();
  });

  it("allows no gateway's origin with the test gateway (the default)", () => {
    expect(testCsp).toContain("script-src 'self'");
    expect(testCsp).not.toContain('razorpay');
    expect(testCsp).not.toContain('frame-src');
  });

  it("allows Razorpay's checkout script and its payment window only with PAYMENT_GATEWAY=razorpay", () => {
    expect(razorpayCsp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(razorpayCsp).toContain(
      "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
    );
    expect(razorpayCsp).toContain("connect-src 'self' https://api.razorpay.com");
    expect(razorpayCsp).not.toMatch(/unsafe-(inline|eval)/);
  });
});
