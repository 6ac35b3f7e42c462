import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { loggerOptions } from './logger';
import authPlugin from './plugins/app/auth/index';
import domainPlugin from './plugins/app/domain';
import listingsPlugin from './plugins/app/listings/index';
import databasePlugin from './plugins/external/database';
import errorHandlerPlugin from './plugins/external/error-handler';
import rateLimitPlugin from './plugins/external/rate-limit';
import securityPlugin from './plugins/external/security';
import staticSitePlugin from './plugins/external/static-site';
import swaggerPlugin from './plugins/external/swagger';
import { DevEmailSink, type EmailSender } from './providers/email';
import { DevSmsSink, Msg91SmsSender, type SmsSender } from './providers/sms';
import adminAuthRoutes from './routes/api/admin-auth/index';
import authRoutes from './routes/api/auth/index';
import devRoutes from './routes/api/dev/index';
import eligibilityRoutes from './routes/api/eligibility/index';
import favouritesRoutes from './routes/api/favourites/index';
import healthRoutes from './routes/api/health/index';
import leadsRoutes from './routes/api/leads/index';
import listingsRoutes from './routes/api/listings/index';
import mediaRoutes from './routes/api/media/index';
import propertiesRoutes from './routes/api/properties/index';
import referenceRoutes from './routes/api/reference/index';
import settingsRoutes from './routes/api/settings/index';
import staticAssetsRoutes from './routes/api/static/index';
import subscriptionsRoutes from './routes/api/subscriptions/index';
import suggestionsRoutes from './routes/api/suggestions/index';
import usersRoutes from './routes/api/users/index';
import { overrideOrigins } from './site/remotes';
import './types';

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

  const sms =
    options.sms ??
    (config.sms.provider === 'msg91' ? new Msg91SmsSender(config.sms) : new DevSmsSink(app.log));
  const email = options.email ?? new DevEmailSink(config.isProduction ? undefined : app.log);

  await app.register(securityPlugin, { extraScriptOrigins: overrideOrigins(process.env) });
  await app.register(rateLimitPlugin);
  // reply.compress() only where a route asks for it (pages built per response); the not-found
  // handler serves those pages too, so it must be registered before the error handler.
  await app.register(fastifyCompress, { global: false });
  await app.register(errorHandlerPlugin);
  await app.register(swaggerPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(authPlugin, { sms, email });
  await app.register(domainPlugin);
  await app.register(listingsPlugin);

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        authRoutes,
        adminAuthRoutes,
        usersRoutes,
        propertiesRoutes,
        referenceRoutes,
        settingsRoutes,
        favouritesRoutes,
        leadsRoutes,
        suggestionsRoutes,
        listingsRoutes,
        mediaRoutes,
        eligibilityRoutes,
        subscriptionsRoutes,
        staticAssetsRoutes,
      ]) {
        await api.register(routes);
      }
      if (!config.isProduction) {
        await api.register(devRoutes, {
          sms: sms instanceof DevSmsSink ? sms : undefined,
          email: email instanceof DevEmailSink ? email : undefined,
        });
      }
    },
    { prefix: '/api' },
  );

  if (options.serveSite) await app.register(staticSitePlugin);
  return app;
}
