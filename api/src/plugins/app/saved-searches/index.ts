import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MINUTE } from '../../../lib/dates';
import { enqueueMatching, SAVED_SEARCH_MATCH_JOB } from '../listings/publish';
import { sendDigests } from './digests';
import { applyMatching, type MatchOutcome, planMatching } from './matching';
import { SavedSearchesRepository } from './saved-searches-repository';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearches: SavedSearchesRepository;
    savedSearchAlerts: SavedSearchAlerts;
  }
}

/** A matching run is queued this often (and at start-up), so a restart or a lost poke misses nothing. */
const TICK_MS = MINUTE;

export interface SavedSearchAlerts {
  /** One matching run in its own transaction (what the job does), for tests and the bench. */
  match(): Promise<MatchOutcome>;
  /** Sends the e-mail digests that are due now. */
  sendDigests(): Promise<number>;
  /** Queues a matching run and wakes the worker. */
  enqueue(): Promise<void>;
}

/**
 * Saved searches and their alerts. Matching is the durable job `saved-search-match` on the jobs
 * table: queued by `publishListing` and by a tick every minute and at start-up; its notifications
 * commit with the job's completion, and its digests go out after that commit.
 */
async function savedSearchesPlugin(app: FastifyInstance) {
  app.decorate('savedSearches', new SavedSearchesRepository(app.db, app.clock));
  const readScope = app.listings.scope.bind(app.listings);
  const siteUrl = app.config.publicUrl ?? `http://127.0.0.1:${app.config.port}`;
  const alerts: SavedSearchAlerts = {
    async match() {
      const plan = await planMatching(app.db, readScope);
      return app.db.transaction((tx) => applyMatching(tx, plan, app.clock.now()));
    },
    sendDigests: () => sendDigests(app.db, app.email, app.clock.now(), siteUrl),
    async enqueue() {
      await enqueueMatching(app.db);
      app.jobWorker.poke();
    },
  };
  app.decorate('savedSearchAlerts', alerts);

  app.jobWorker.handle(SAVED_SEARCH_MATCH_JOB, {
    async run() {
      const plan = await planMatching(app.db, readScope);
      return {
        async commit(tx) {
          const outcome = await applyMatching(tx, plan, app.clock.now());
          if (outcome.notifications > 0) app.log.info(outcome, 'saved searches: new matches');
        },
        async afterCommit() {
          await alerts.sendDigests();
        },
      };
    },
    // Nothing of a failed run stays: its transaction rolled back, and the next tick runs again.
    async failed() {},
  });

  if (!app.config.media.worker) return;
  const tick = async () => {
    await alerts.enqueue();
    await app.db.execute(sql`
      DELETE FROM jobs WHERE kind = ${SAVED_SEARCH_MATCH_JOB} AND status IN ('done', 'failed')
        AND updated_at < now() - interval '1 hour'`);
  };
  const timer = setInterval(() => {
    tick().catch((err) => app.log.error({ err }, 'saved searches: tick failed'));
  }, TICK_MS);
  timer.unref();
  app.addHook('onReady', tick);
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(savedSearchesPlugin, {
  name: 'saved-searches',
  dependencies: ['database', 'jobs', 'listings'],
});
