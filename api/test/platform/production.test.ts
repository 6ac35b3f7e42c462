import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { ConfigError, loadConfig } from '../../src/config';
import { requestOtp } from '../helpers/auth';
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

describe('configuration', () => {
  it('names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: 'memory' })).toThrow(
      /JWT_SECRET: must be at least 32/,
    );
  });

  it('requires secrets, admin and a real SMS gateway in production', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'JWT_SECRET',
      'OTP_SECRET',
      'REFRESH_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'SMS_PROVIDER',
    ]) {
      expect(message).toContain(name);
    }
    expect(() => loadConfig({ ...productionEnv, SMS_AUTH_KEY: undefined })).toThrow(/SMS_AUTH_KEY/);
    expect(loadConfig(productionEnv).isProduction).toBe(true);
  });

  it('defaults PORT to 3000 and resolves DATA_DIR from the repository root', () => {
    const config = loadConfig({
      JWT_SECRET: 'j'.repeat(32),
      OTP_SECRET: 'o'.repeat(32),
      REFRESH_SECRET: 'r'.repeat(32),
    });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/\.data\/pglite$/);
    expect(config.tokens.accessTtlSeconds).toBe(600);
  });
});

describe(`production mode (${engineUnderTest})`, () => {
  let ctx: TestContext;
  const sent: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({
      env: productionEnv,
      sms: { sendOtp: async (phone) => void sent.push(phone) },
    });
  });
  afterAll(() => ctx.close());

  it('exposes no development code reader', async () => {
    expect((await requestOtp(ctx, '9898989898')).statusCode).toBe(200);
    expect(sent).toEqual(['9898989898']);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/otp/9898989898' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/\b\d{4}\b/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/dev/emails?to=ops@example.com' }))
        .statusCode,
    ).toBe(404);
  });
});
