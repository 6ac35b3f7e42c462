import type { FastifyBaseLogger } from 'fastify';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** Development sink: logs and keeps the latest e-mail per recipient (read at GET /api/dev/emails?to=). */
export class DevEmailSink implements EmailSender {
  private readonly latest = new Map<string, EmailMessage & { sentAt: Date }>();
  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: EmailMessage): Promise<void> {
    this.latest.set(message.to.toLowerCase(), { ...message, sentAt: new Date() });
    this.log?.info(
      { subject: message.subject },
      'DEV E-MAIL sent (read it at GET /api/dev/emails?to=<address>)',
    );
  }

  latestFor(to: string) {
    return this.latest.get(to.toLowerCase());
  }
}
