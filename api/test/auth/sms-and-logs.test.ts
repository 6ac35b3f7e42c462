import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { Msg91SmsSender, type SmsSender } from '../../src/providers/sms';
import { loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

interface Received {
  headers: IncomingMessage['headers'];
  body: {
    template_id: string;
    sender: string;
    recipients: Array<{ mobiles: string; otp: string }>;
  };
}

/** A local MSG91-style gateway: accepts key "good-key", refuses anything else. */
async function startFakeGateway() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      const ok = req.headers.authkey === 'good-key';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          ok ? { type: 'success', message: 'queued' } : { type: 'error', message: 'bad authkey' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v5/flow`,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
}

let ctx: TestContext;
let output = '';
/** Delegates to the test's dev sink unless a test swaps in the gateway adapter. */
const switchable = {
  target: undefined as SmsSender | undefined,
  sendOtp(phone: string, code: string) {
    return (this.target as SmsSender).sendOtp(phone, code);
  },
};
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    output += chunk;
  });
  // The test SMS sink is silent; only the development sink of `pnpm dev` prints codes.
  ctx = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream, sms: switchable });
  switchable.target = ctx.sms;
});
afterAll(() => ctx.close());

describe('MSG91-style SMS adapter', () => {
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
  beforeAll(async () => {
    gateway = await startFakeGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('posts the code to the gateway with the auth key and template', async () => {
    const sender = new Msg91SmsSender({
      url: gateway.url,
      authKey: 'good-key',
      templateId: 'tmpl-1',
      senderId: 'PMRKT',
    });
    await sender.sendOtp('9876543210', '0427');
    const last = gateway.received.at(-1);
    expect(last?.headers.authkey).toBe('good-key');
    expect(last?.body).toEqual({
      template_id: 'tmpl-1',
      sender: 'PMRKT',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '0427' }],
    });
  });

  it('fails loudly when the gateway refuses', async () => {
    const sender = new Msg91SmsSender({
      url: gateway.url,
      authKey: 'bad-key',
      templateId: 't',
      senderId: 's',
    });
    await expect(sender.sendOtp('9876543210', '1111')).rejects.toThrow(/HTTP 401, bad authkey/);
  });

  it('turns a gateway failure into a 503 envelope for the client', async () => {
    switchable.target = new Msg91SmsSender({
      url: gateway.url,
      authKey: 'bad-key',
      templateId: 't',
      senderId: 's',
    });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/user/login',
        payload: { phone: '9876543210' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        isSuccess: false,
        message: 'Could not send the OTP right now. Please try again shortly.',
      });
    } finally {
      switchable.target = ctx.sms;
    }
  });
});

describe(`logs (${engineUnderTest})`, () => {
  it('never contain phone numbers, codes, tokens or passwords', async () => {
    const phone = '9765432109';
    const user = await loginUser(ctx, phone);
    const code = ctx.sms.latestFor(phone)?.otp ?? '';
    await ctx.app.inject({ method: 'GET', url: `/api/dev/otp/${phone}` });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/users/user/getUser/${user.id}`,
      headers: user.headers,
    });
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: ctx.config.admin.email, password: ctx.config.admin.password },
    });
    await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${admin.json().token}` },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(output).toContain('incoming request');
    expect(output).toContain('/api/dev/otp/**********');
    for (const secret of [
      phone,
      user.token,
      user.refreshToken,
      admin.json().token,
      ctx.config.admin.password,
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(new RegExp(`"(otp|code)":"${code}"`));
  });
});
