import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public reads: a strong ETag over the answer and a short shared cache life. A matching
 * If-None-Match answers 304 without a body.
 */
export function cacheable(maxAgeSeconds: number) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header(
      'cache-control',
      `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 4}`,
    );
    const tags = request.headers['if-none-match'];
    if (tags?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  };
}
