import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PlansRepository } from './plans-repository';

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlansRepository;
  }
}

async function subscriptionsPlugin(app: FastifyInstance) {
  app.decorate('plans', new PlansRepository(app.db));
}

export default fp(subscriptionsPlugin, { name: 'subscriptions', dependencies: ['database'] });
