import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../db/client';
import { seedDatabase } from '../../seed/index';

export interface DatabasePluginOptions {
  /** Tests pass their own (fresh) database; otherwise it is opened from the config. */
  database?: DatabaseHandle;
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const handle =
    options.database ??
    (await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      poolSize: app.config.databasePoolSize,
      onPoolError: (error) => app.log.error({ err: error }, 'database connection error'),
    }));
  app.decorate('db', handle.db);
  app.decorate('dbEngine', handle.engine);
  if (!options.database) app.addHook('onClose', () => handle.close());
  await migrateDatabase(handle.db);
  await seedDatabase(handle.db, app.config, app.log);
}

export default fp(databasePlugin, { name: 'database' });
