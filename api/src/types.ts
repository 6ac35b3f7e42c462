import type { AppConfig } from './config';
import type { Database, Engine } from './db/client';
import type { Clock } from './lib/clock';
import type { AccessClaims } from './plugins/app/auth/token-service';
import type { EmailSender } from './providers/email';
import type { SmsSender } from './providers/sms';
import type { RemoteRegistry } from './site/remote-registry';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    db: Database;
    dbEngine: Engine;
    /** Where one-time codes go: MSG91, or the development sink that /api/dev/otp reads. */
    sms: SmsSender;
    email: EmailSender;
    /** The remotes' manifest URLs now (/remotes.json, the CSP, server rendering). */
    remotes: RemoteRegistry;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}
