import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EligibilityService } from './eligibility/eligibility-service';
import { FavouritesRepository } from './favourites/favourites-repository';
import { LeadsRepository } from './leads/leads-repository';
import { MediaRepository } from './media/media-repository';
import { PropertiesRepository } from './properties/properties-repository';
import { ReferenceRepository } from './reference/reference-repository';
import { SettingsRepository } from './settings/settings-repository';
import { PlansRepository } from './subscriptions/plans-repository';
import { SuggestionsRepository } from './suggestions/suggestions-repository';
import { ImageRequestsRepository } from './users/image-requests-repository';

declare module 'fastify' {
  interface FastifyInstance {
    properties: PropertiesRepository;
    favourites: FavouritesRepository;
    leads: LeadsRepository;
    media: MediaRepository;
    reference: ReferenceRepository;
    settings: SettingsRepository;
    suggestions: SuggestionsRepository;
    plans: PlansRepository;
    imageRequests: ImageRequestsRepository;
    eligibility: EligibilityService;
  }
}

/** The domain repositories, each a small class over the shared database handle. */
async function domainPlugin(app: FastifyInstance) {
  app.decorate('properties', new PropertiesRepository(app.db));
  app.decorate('favourites', new FavouritesRepository(app.db));
  app.decorate('leads', new LeadsRepository(app.db));
  app.decorate('media', new MediaRepository(app.db));
  app.decorate('reference', new ReferenceRepository(app.db));
  app.decorate('settings', new SettingsRepository(app.db));
  app.decorate('suggestions', new SuggestionsRepository(app.db));
  app.decorate('plans', new PlansRepository(app.db));
  app.decorate('imageRequests', new ImageRequestsRepository(app.db));
  app.decorate('eligibility', new EligibilityService(app.db, app.clock));
}

export default fp(domainPlugin, { name: 'domain', dependencies: ['database'] });
