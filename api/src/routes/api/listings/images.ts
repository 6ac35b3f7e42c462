import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { listingImagesDir } from '../../../seed/listings/images';

/** /api/listing-images/*: the demo photos. Names carry a version, so they are cached for a year. */
const listingImagesRoutes: FastifyPluginAsync = async (app) => {
  const root = listingImagesDir();
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/listing-images/',
    decorateReply: false,
    index: false,
    list: false,
    immutable: true,
    maxAge: '365d',
    setHeaders: (reply) => reply.header('x-content-type-options', 'nosniff'),
  });
};

export default listingImagesRoutes;
