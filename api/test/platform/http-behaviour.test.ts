import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { CORS_ORIGINS: 'https://partner.example', OTP_IP_VERIFY_LIMIT: '3' },
    beforeReady: (app) => {
      app.get('/api/test-only/boom', async () => {
        throw new Error('secret internals: connection string postgres://user:pw@db');
      });
    },
  });
});
afterAll(() => ctx.close());

describe(`HTTP behaviour (${engineUnderTest})`, () => {
  it('sends a strict CSP and security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hides internals of 5xx errors behind the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      isSuccess: false,
      message: 'Something went wrong',
      code: 'INTERNAL',
    });
  });

  it('answers bad JSON and wrong types with 400 naming the field', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().isSuccess).toBe(false);
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/user/verify-otp',
      payload: { phone: '9876543210', otp: 1234 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ isSuccess: false, code: 'VALIDATION' });
    expect(wrongType.json().message).toContain('body.otp');
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/user/login',
      payload: { phone: '9876543210', admin: true },
    });
    expect(extra.json().message).toContain('unknown field admin');
  });

  it('applies a loose per-IP limit on verifying codes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/user/verify-otp',
        payload: { phone: `980000000${i}`, otp: '1234' },
        remoteAddress: '10.8.8.8',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/user/verify-otp',
      payload: { phone: '9800000009', otp: '1234' },
      remoteAddress: '10.8.8.9',
    });
    expect(other.statusCode).toBe(400);
  });

  it('rate-limits the 404 handler', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (
        await ctx.app.inject({ method: 'GET', url: `/api/missing-${i}`, remoteAddress: '10.9.9.9' })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/user/login',
        '/api/vedio-image-details/{mediaId}',
        '/api/can-post-property/{userId}',
      ]),
    );
    expect(
      doc.paths['/api/users/user/login'].post.requestBody.content['application/json'].schema
        .properties.phone.pattern,
    ).toBe('^[6-9]\\d{9}$');
  });
});
