import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureDemoImages, listingImagesDir } from '../../../seed/listings/images';
import { seedListings } from '../../../seed/listings/load';
import { ListingChanges } from './listing-changes';
import { ListingsRepository } from './listings-repository';
import { rebuildSearchTerms } from './search-terms';

declare module 'fastify' {
  interface FastifyInstance {
    listings: ListingsRepository;
    /**
     * Listing writes call `changed()` (and `listings.termsRebuilt()` does); the public answers'
     * micro-caches listen.
     */
    listingChanges: ListingChanges;
  }
}

const MAINTENANCE_INTERVAL_MS = 10 * 60_000;
/** Demo listings loaded on the first start (LISTING_DEMO_COUNT overrides; 0 skips). */
const demoCount = () => Number(process.env.LISTING_DEMO_COUNT ?? 3000);

/** Active listings past their expiry become 'expired'; every active listing has a publish time. */
async function maintain(app: FastifyInstance) {
  const updated = await app.db.execute(sql`
    UPDATE properties SET published_at = coalesce(published_at, created_at),
      status = CASE WHEN expires_at < now() THEN 'expired' ELSE status END
    WHERE status = 'active' AND (published_at IS NULL OR expires_at < now())`);
  if (updated.rowCount) app.listingChanges.changed();
  await rebuildSearchTerms(app.db);
  app.listings.termsRebuilt();
}

async function listingsPlugin(app: FastifyInstance) {
  const changes = new ListingChanges();
  app.decorate('listingChanges', changes);
  // New place names or curated suggestions change the public answers as a listing write does.
  app.decorate(
    'listings',
    new ListingsRepository(app.db, app.dbEngine === 'postgres', () => changes.changed()),
  );
  if (app.config.seedDemoData && demoCount() > 0) {
    const started = Date.now();
    await ensureDemoImages(listingImagesDir());
    const result = await seedListings(app.db, { count: demoCount() });
    if (result.inserted > 0) {
      app.log.info(
        `Loaded ${result.inserted} demo listings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  }
  await maintain(app);
  const timer = setInterval(() => {
    maintain(app).catch((err) => app.log.error({ err }, 'listing maintenance failed'));
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(listingsPlugin, { name: 'listings', dependencies: ['database'] });
