import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { users } from '../../src/db/schema/index';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  OTP_SECRET: 'o'.repeat(40),
  REFRESH_SECRET: 'r'.repeat(40),
  ADMIN_EMAIL: 'ops@example.com',
  ADMIN_PASSWORD: 'Very-secret-admin-1',
  SMS_PROVIDER: 'msg91',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused',
  SMS_AUTH_KEY: 'key',
  SMS_TEMPLATE_ID: 'tmpl',
  SMS_SENDER_ID: 'PMRKT',
};

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ env: productionEnv, sms: { sendOtp: async () => {} } });
  const [user] = await ctx.database.db.insert(users).values({ phone: '9700004001' }).returning();
  const { token } = await ctx.app.tokens.issue('user', user?.id as string);
  headers = { authorization: `Bearer ${token}` };
});
afterAll(() => ctx.close());

describe(`test gateway in production (${engineUnderTest})`, () => {
  it('takes no order through the test gateway unless it is explicitly enabled', async () => {
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers,
      payload: { planCode: 'BASIC' },
    });
    expect(quote.statusCode).toBe(200);
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers,
      payload: { planCode: 'BASIC' },
    });
    expect(order.statusCode).toBe(503);
    expect(order.json().message).toBe(
      'Online payment is not available right now. Please try again later or contact support.',
    );
  });
});
