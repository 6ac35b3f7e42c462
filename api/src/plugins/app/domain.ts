import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import eligibilityPlugin from './eligibility/index';
import favouritesPlugin from './favourites/index';
import leadsPlugin from './leads/index';
import mediaPlugin from './media/index';
import propertiesPlugin from './properties/index';
import referencePlugin from './reference/index';
import settingsPlugin from './settings/index';
import subscriptionsPlugin from './subscriptions/index';
import suggestionsPlugin from './suggestions/index';
import imageRequestsPlugin from './users/image-requests';

/** The domain repositories, one plugin per domain folder; registered together for routes to depend on. */
async function domainPlugin(app: FastifyInstance) {
  await app.register(propertiesPlugin);
  await app.register(favouritesPlugin);
  await app.register(leadsPlugin);
  await app.register(mediaPlugin);
  await app.register(referencePlugin);
  await app.register(settingsPlugin);
  await app.register(suggestionsPlugin);
  await app.register(subscriptionsPlugin);
  await app.register(imageRequestsPlugin);
  await app.register(eligibilityPlugin);
}

export default fp(domainPlugin, { name: 'domain', dependencies: ['database'] });
