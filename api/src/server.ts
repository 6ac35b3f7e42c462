import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/engine/data-dir-lock';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { serveSite: true });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, closing`);
    await app.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `\nPort ${config.port} on ${config.host} is already in use by another program.\n` +
          `Stop that program or choose another port, e.g.  PORT=${config.port + 1} pnpm start\n`,
      );
      await app.close();
      process.exit(1);
    }
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  app.log.info(`Ready at ${url}  (api docs ${url}/api/docs, database: ${app.dbEngine})`);
  if (!config.isProduction) {
    console.log(
      `\n  PropertyMarket is running at ${url}\n` +
        `  Admin login: ${config.admin.email} / ${config.admin.fromEnvironment ? '(ADMIN_PASSWORD)' : config.admin.password}\n` +
        `  Development OTPs: printed in this log ("DEV SMS") and at ${url}/api/dev/otp/<phone>\n`,
    );
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
