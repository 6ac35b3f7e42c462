import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OperatorsRepository } from './operators-repository';
import { OperatorsService } from './operators-service';

declare module 'fastify' {
  interface FastifyInstance {
    operators: { repository: OperatorsRepository; service: OperatorsService };
  }
}

async function adminOperatorsPlugin(app: FastifyInstance) {
  const repository = new OperatorsRepository(app.db);
  app.decorate('operators', {
    repository,
    service: new OperatorsService({
      db: app.db,
      repository,
      audit: app.audit,
      tokens: app.tokens,
      email: app.email,
      clock: app.clock,
      publicUrl: app.config.publicUrl,
    }),
  });
}

export default fp(adminOperatorsPlugin, {
  name: 'admin-operators',
  dependencies: ['database', 'audit', 'auth'],
});
