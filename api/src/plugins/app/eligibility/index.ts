import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EligibilityService } from './eligibility-service';

declare module 'fastify' {
  interface FastifyInstance {
    eligibility: EligibilityService;
  }
}

async function eligibilityPlugin(app: FastifyInstance) {
  app.decorate('eligibility', new EligibilityService(app.db, app.clock));
}

export default fp(eligibilityPlugin, { name: 'eligibility', dependencies: ['database'] });
