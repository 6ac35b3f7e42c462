import type { AppConfig } from './config';
import type { Database, Engine } from './db/client';
import type { Clock } from './lib/clock';
import type { AccessClaims } from './plugins/app/auth/token-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    db: Database;
    dbEngine: Engine;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}
