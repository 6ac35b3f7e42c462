import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MediaRepository } from './media-repository';
import { ProcessMediaJob } from './process-media-job';
import { createStorage } from './storage/create-storage';
import type { MediaStorage } from './storage/media-storage';
import { S3Storage } from './storage/s3-storage';
import { type SweepResult, sweepMedia } from './sweep';
import { createTusUploads, type TusUploads } from './tus-uploads';
import { PROCESS_MEDIA_JOB, UploadsRepository } from './uploads-repository';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaRepository;
    mediaStorage: MediaStorage;
    mediaUploads: UploadsRepository;
    tusUploads: TusUploads;
  }
}

/** A folder from the config, or (in-memory database: tests) a temp folder removed on close. */
function folder(app: FastifyInstance, configured: string | undefined, name: string): string {
  if (configured) {
    mkdirSync(configured, { recursive: true });
    return configured;
  }
  const temp = mkdtempSync(path.join(tmpdir(), `pm-${name}-`));
  app.addHook('onClose', () => rmSync(temp, { recursive: true, force: true }));
  return temp;
}

async function mediaPlugin(app: FastifyInstance) {
  const { media } = app.config;
  const storage = createStorage(
    media.storage,
    media.storage.kind === 'local' ? folder(app, media.storage.dir, 'media') : '',
  );
  if (storage instanceof S3Storage) app.addHook('onClose', async () => storage.close());
  const uploads = new UploadsRepository(app.db, app.jobs);
  const tus = createTusUploads({
    directory: folder(app, media.uploadsDir, 'uploads'),
    uploads,
    corsOrigins: app.config.corsOrigins,
    onQueued: () => app.jobWorker.poke(),
    log: app.log,
  });
  app.decorate('media', new MediaRepository(app.db, storage));
  app.decorate('mediaStorage', storage);
  app.decorate('mediaUploads', uploads);
  app.decorate('tusUploads', tus);
  app.jobWorker.handle(PROCESS_MEDIA_JOB, new ProcessMediaJob(uploads, tus, storage, app.log));
  if (media.worker) sweepHourly(app, () => sweepMedia(app.db, storage, tus));
}

/** Leftovers of crashes and abandoned uploads go soon after start, then every hour. */
function sweepHourly(app: FastifyInstance, sweep: () => Promise<SweepResult>) {
  const run = () =>
    sweep()
      .then((result) => app.log.info({ result }, 'media sweep'))
      .catch((error) => app.log.error({ err: error }, 'media sweep failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(function again() {
      void run();
      timer = setTimeout(again, 60 * 60 * 1000);
      timer.unref?.();
    }, 30_000);
    timer.unref?.();
  });
  app.addHook('preClose', async () => clearTimeout(timer));
}

export default fp(mediaPlugin, { name: 'media', dependencies: ['database', 'jobs'] });
