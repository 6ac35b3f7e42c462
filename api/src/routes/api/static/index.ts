import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');

/** /api/static/*: the api's own assets (the LOGO setting points at /api/static/logo.svg). */
const staticAssetsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
    setHeaders: (reply) => reply.header('x-content-type-options', 'nosniff'),
  });
};

export default staticAssetsRoutes;
