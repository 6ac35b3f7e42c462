import type { FastifyBaseLogger } from 'fastify';

/** Sends a one-time code by SMS. */
export interface SmsSender {
  sendOtp(phone: string, code: string): Promise<void>;
}

/** Development sink: logs the code and keeps the latest per phone for tests and the e2e harness. */
export class DevSmsSink implements SmsSender {
  private readonly latest = new Map<string, { otp: string; sentAt: Date }>();
  constructor(private readonly log?: FastifyBaseLogger) {}

  async sendOtp(phone: string, code: string): Promise<void> {
    this.latest.set(phone, { otp: code, sentAt: new Date() });
    // The one place a code is logged: the development sink, never used in production.
    this.log?.info(
      { devOtp: `${phone}: ${code}` },
      'DEV SMS: one-time code (read it at GET /api/dev/otp/<phone>)',
    );
  }

  latestFor(phone: string): { otp: string; sentAt: Date } | undefined {
    return this.latest.get(phone);
  }
}

export interface Msg91Options {
  url: string;
  authKey: string;
  templateId: string;
  senderId: string;
  timeoutMs?: number;
}

/** MSG91-style flow API: POST JSON with an authkey header; answers {type:'success'|'error'}. */
export class Msg91SmsSender implements SmsSender {
  constructor(private readonly options: Msg91Options) {}

  async sendOtp(phone: string, code: string): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        authkey: this.options.authKey,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        template_id: this.options.templateId,
        sender: this.options.senderId,
        short_url: '0',
        recipients: [{ mobiles: `91${phone}`, otp: code }],
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || body.type !== 'success') {
      throw new Error(
        `SMS gateway refused the message (HTTP ${response.status}, ${body.message ?? 'no message'})`,
      );
    }
  }
}
