import { describe, expect, it } from '@rstest/core';
import { loadConfig } from '../../src/config';

const base = {
  DATA_DIR: 'memory',
  JWT_SECRET: 'j'.repeat(32),
  OTP_SECRET: 'o'.repeat(32),
  REFRESH_SECRET: 'r'.repeat(32),
};
const production = {
  ...base,
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'ops@example.com',
  ADMIN_PASSWORD: 'Very-secret-admin-1',
  SMS_PROVIDER: 'msg91',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused',
  SMS_AUTH_KEY: 'key',
  SMS_TEMPLATE_ID: 'tmpl',
  SMS_SENDER_ID: 'PMRKT',
};

describe('payment settings', () => {
  it('defaults to the test gateway and development seller details', () => {
    const { payments } = loadConfig(base);
    expect(payments).toMatchObject({
      gateway: 'test',
      testGatewayEnabled: true,
      razorpay: { apiUrl: 'https://api.razorpay.com' },
      seller: { gstin: '29AAACP1234Q1Z5', stateCode: '29' },
    });
  });

  it('needs the keys and the webhook secret for Razorpay', () => {
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'razorpay' })).toThrow(
      /RAZORPAY_KEY_ID: required when PAYMENT_GATEWAY=razorpay[\s\S]*RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it("checks the seller's GSTIN and that it belongs to the seller's state", () => {
    expect(() => loadConfig({ ...base, SELLER_GSTIN: '29ABC' })).toThrow(
      /SELLER_GSTIN: must be a 15-character GSTIN/,
    );
    expect(() => loadConfig({ ...base, SELLER_STATE_CODE: '27' })).toThrow(
      /SELLER_GSTIN: must begin with SELLER_STATE_CODE/,
    );
  });

  it('keeps the test gateway off in production unless explicitly enabled', () => {
    expect(loadConfig(production).payments.testGatewayEnabled).toBe(false);
    expect(
      loadConfig({ ...production, PAYMENT_TEST_GATEWAY_IN_PRODUCTION: 'true' }).payments
        .testGatewayEnabled,
    ).toBe(true);
  });
});
