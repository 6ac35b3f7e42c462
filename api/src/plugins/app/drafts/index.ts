import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DraftsRepository } from './drafts-repository';
import { DraftSubmission } from './submission';

declare module 'fastify' {
  interface FastifyInstance {
    drafts: DraftsRepository;
    draftSubmission: DraftSubmission;
  }
}

async function draftsPlugin(app: FastifyInstance) {
  app.decorate('drafts', new DraftsRepository(app.db));
  app.decorate('draftSubmission', new DraftSubmission(app.db, app.eligibility, app.clock));
}

export default fp(draftsPlugin, {
  name: 'drafts',
  dependencies: ['database', 'eligibility', 'media'],
});
