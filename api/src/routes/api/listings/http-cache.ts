import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  payload: string;
  etag: string;
  expires: number;
}

const MAX_ENTRIES = 5000;
const SERVER_TTL_MS = 10_000;

const matches = (request: FastifyRequest, etag: string) =>
  request.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag) ??
  false;

/** `Cache-Control: no-cache` from the client skips the server copy (benchmarks use it). */
const wantsFresh = (request: FastifyRequest) =>
  /no-cache|no-store|max-age=0/.test(request.headers['cache-control'] ?? '');

/**
 * One per app. Public reads: a strong ETag and a short shared cache life; a matching If-None-Match answers 304
 * without a body. The same answer is served from memory for 10 s (well within max-age).
 */
export function answerCache() {
  // Public answers kept for a few seconds per URL (a micro-cache, like a reverse proxy's).
  const entries = new Map<string, Entry>();
  const remember = (key: string, entry: Entry) => {
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  };
  return (maxAgeSeconds: number) => cacheable(maxAgeSeconds, entries, remember);
}

function cacheable(
  maxAgeSeconds: number,
  entries: Map<string, Entry>,
  remember: (key: string, entry: Entry) => void,
) {
  const cacheControl = `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 4}`;
  const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('etag', entry.etag).header('cache-control', cacheControl);
    if (matches(request, entry.etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-type');
      return '';
    }
    return entry.payload;
  };
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const entry = wantsFresh(request) ? undefined : entries.get(request.url);
      if (!entry || entry.expires < Date.now()) return;
      reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
      return reply.send(answer(request, reply, entry));
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache')) {
        return payload;
      }
      const entry = {
        payload,
        etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
        expires: Date.now() + SERVER_TTL_MS,
      };
      remember(request.url, entry);
      return answer(request, reply, entry);
    },
  };
}
