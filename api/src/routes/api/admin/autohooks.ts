import type { FastifyInstance } from 'fastify';
import { documentBearer } from '../../responses';

/** Every route under admin/ answers only an admin's access token (401 otherwise). */
export default async function requireAdminHooks(app: FastifyInstance) {
  app.addHook('onRoute', documentBearer);
  app.addHook('preHandler', app.requireAdmin);
}
