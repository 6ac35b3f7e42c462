import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyAutoload from '@fastify/autoload';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { loggerOptions } from './logger';
import cookiePlugin from './plugins/external/cookie';
import databasePlugin from './plugins/external/database';
import errorHandlerPlugin from './plugins/external/error-handler';
import rateLimitPlugin from './plugins/external/rate-limit';
import securityPlugin from './plugins/external/security';
import staticSitePlugin from './plugins/external/static-site';
import swaggerPlugin from './plugins/external/swagger';
import { DevEmailSink, type EmailSender } from './providers/email';
import { DevSmsSink, Msg91SmsSender, type SmsSender } from './providers/sms';
import { createRemoteRegistry } from './site/remote-registry';
import './types';

const sourceDir = import.meta.dirname;
/** Pages up to this size are compressed in one call (the largest, a listing page, is ~111 KB). */
const PAGE_COMPRESSED_IN_ONE_CALL_BYTES = 256 * 1024;

export interface BuildOptions {
  clock?: Clock;
  /** An already-open database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  sms?: SmsSender;
  email?: EmailSender;
  /** Serve shell/remotes from STATIC_ROOT (pnpm start). */
  serveSite?: boolean;
  logger?: boolean;
  /** Where logs go instead of stdout (tests that read them). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(config.logLevel),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Client IPs (per-IP limits) come from X-Forwarded-For only behind a known number of proxies.
    trustProxy:
      config.trustProxyHops > 0
        ? (_address: string, hop: number) => hop < config.trustProxyHops
        : false,
    pluginTimeout: 180_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);

  app.decorate(
    'sms',
    options.sms ??
      (config.sms.provider === 'msg91' ? new Msg91SmsSender(config.sms) : new DevSmsSink(app.log)),
  );
  app.decorate(
    'email',
    options.email ?? new DevEmailSink(config.isProduction ? undefined : app.log),
  );

  app.decorate(
    'remotes',
    createRemoteRegistry(
      config.staticRoot,
      process.env,
      config.remotesFile,
      app.log,
      config.siteRecheckMs,
    ),
  );
  // The CSP allows the origins of remotes served elsewhere as the registry names them now.
  await app.register(securityPlugin, { remoteOrigins: () => app.remotes.origins() });
  await app.register(rateLimitPlugin);
  await app.register(cookiePlugin);
  // reply.compress() only where a route asks for it (pages built per response); the not-found
  // handler serves those pages too, so it must be registered before the error handler.
  // Pages are compressed per response (each carries its own nonce): brotli 2 and gzip 3 take half
  // the time of the defaults (4, 6) on a 111 KB listing page for 7% more bytes (19.8 -> 21.1 KB).
  // In one call on the request thread, not through a zlib stream on the thread pool (the plugin's
  // default above 8 KB on two cores): brotli 2 takes 0.2-0.3 ms on a 50-110 KB page, less than
  // the stream's setup, hand-offs and chunked writes. Under the mixed load the home page's p50
  // fell from 3.5-3.8 to 1.3-1.5 ms and its p99 from 30 to 12 ms (2026-11-25).
  await app.register(fastifyCompress, {
    global: false,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 3 },
    syncThreshold: PAGE_COMPRESSED_IN_ONE_CALL_BYTES,
  });
  await app.register(errorHandlerPlugin);
  await app.register(swaggerPlugin);
  await app.register(databasePlugin, { database: options.database });
  // One plugin per domain folder (plugins/app/<domain>/index.ts), ordered by their `dependencies`.
  await app.register(fastifyAutoload, { dir: path.join(sourceDir, 'plugins', 'app') });
  // One folder per domain (routes/api/<domain>/index.ts); folder names stay out of the URLs, which
  // the spec fixes. user/ and admin/ hold the signed-in routes: their autohooks.ts checks the token.
  await app.register(fastifyAutoload, {
    dir: path.join(sourceDir, 'routes', 'api'),
    options: { prefix: '/api' },
    dirNameRoutePrefix: false,
    autoHooks: true,
    cascadeHooks: true,
    // Development sinks' codes and e-mails are never reachable in production.
    ignorePattern: config.isProduction ? /^dev$/ : undefined,
  });

  if (options.serveSite) await app.register(staticSitePlugin);
  return app;
}
