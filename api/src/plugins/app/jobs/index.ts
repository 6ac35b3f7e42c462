import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './job-queue';
import { JobWorker } from './job-worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    jobWorker: JobWorker;
  }
}

/**
 * The durable job queue (jobs table) and this process's worker. Domains register their handlers
 * (`app.jobWorker.handle(kind, ...)`); the worker starts once the app is ready (MEDIA_WORKER).
 */
async function jobsPlugin(app: FastifyInstance) {
  const queue = new JobQueue(app.db);
  const worker = new JobWorker(queue, app.log, {
    pollMs: app.config.media.workerPollMs,
    concurrency: app.config.media.workerConcurrency,
    leaseMs: app.config.media.jobLeaseMs,
  });
  app.decorate('jobs', queue);
  app.decorate('jobWorker', worker);
  if (app.config.media.worker) app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', () => worker.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });
