import type { FastifyInstance } from 'fastify';
import { documentBearer } from '../../responses';

/** Every route under user/ answers only a signed-in user's access token (401 otherwise). */
export default async function requireUserHooks(app: FastifyInstance) {
  app.addHook('onRoute', documentBearer);
  app.addHook('preHandler', app.requireUser);
}
