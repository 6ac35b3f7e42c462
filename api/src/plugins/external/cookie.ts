import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cookie parsing and setting (the page session; the api's own calls take bearer tokens only). */
async function cookiePlugin(app: FastifyInstance) {
  await app.register(cookie);
}

export default fp(cookiePlugin, { name: 'cookie' });
