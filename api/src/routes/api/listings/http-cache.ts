import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../lib/clock';

interface Entry {
  payload: string;
  etag: string;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
}

const MAX_ENTRIES = 5000;
/**
 * A stale answer is still served for this long while one background request refreshes it
 * (nginx's `proxy_cache_use_stale updating`), so a busy URL never waits on the database.
 */
const STALE_MS = 60_000;

const matches = (request: FastifyRequest, etag: string) =>
  request.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag) ??
  false;

/** `Cache-Control: no-cache` from the client skips the server copy (benchmarks use it). */
const wantsFresh = (request: FastifyRequest) =>
  /no-cache|no-store|max-age=0/.test(request.headers['cache-control'] ?? '');

/**
 * One per app. Public reads: a strong ETag and a short shared cache life; a matching If-None-Match
 * answers 304 without a body. The same answer is served from memory for its max-age (with an Age
 * header, so no cache downstream keeps it longer), then, while one background request refreshes
 * it, stale for up to a minute more. `purge()` forgets every answer at once (a listing changed);
 * an answer computed by a request that began before the purge is sent but not kept.
 */
export function answerCache(clock: Clock) {
  // Public answers kept per URL (a micro-cache, like a reverse proxy's).
  const entries = new Map<string, Entry>();
  const refreshing = new Set<string>();
  let generation = 0;
  const startedIn = new WeakMap<FastifyRequest, number>();
  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  };
  /** Asks again in process, past this cache; the fresh answer replaces the stale one. */
  const refresh = (request: FastifyRequest) => {
    const url = request.url;
    if (refreshing.has(url)) return;
    refreshing.add(url);
    request.server
      .inject({ method: 'GET', url, headers: { 'cache-control': 'no-cache' } })
      .catch((err) => request.log.warn({ err, url }, 'refreshing a cached answer failed'))
      .finally(() => refreshing.delete(url));
  };
  const store: Store = {
    entries,
    remember,
    refresh,
    now: () => clock.now().getTime(),
    begin: (request) => startedIn.set(request, generation),
    current: (request) => startedIn.get(request) === generation,
  };
  const cacheableFor = (maxAgeSeconds: number) => cacheable(maxAgeSeconds, store);
  const purge = () => {
    generation++;
    entries.clear();
  };
  return Object.assign(cacheableFor, { purge });
}

interface Store {
  entries: Map<string, Entry>;
  remember(key: string, entry: Entry): void;
  refresh(request: FastifyRequest): void;
  now(): number;
  /** Notes which generation of the cache a request began in. */
  begin(request: FastifyRequest): void;
  /** False when the cache was purged since the request began (its answer may be out of date). */
  current(request: FastifyRequest): boolean;
}

function cacheable(
  maxAgeSeconds: number,
  { entries, remember, refresh, now, begin, current }: Store,
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
      begin(request);
      const entry = wantsFresh(request) ? undefined : entries.get(request.url);
      const at = now();
      if (!entry || entry.staleUntil < at) return;
      const stale = entry.freshUntil < at;
      if (stale) refresh(request);
      reply
        .header('x-cache', stale ? 'stale' : 'hit')
        .header('age', String(Math.floor((at - entry.storedAt) / 1000)))
        .type('application/json; charset=utf-8');
      return reply.send(answer(request, reply, entry));
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache')) {
        return payload;
      }
      if (!current(request)) return payload;
      const storedAt = now();
      const freshUntil = storedAt + maxAgeSeconds * 1000;
      const entry = {
        payload,
        etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
        storedAt,
        freshUntil,
        staleUntil: freshUntil + STALE_MS,
      };
      remember(request.url, entry);
      return answer(request, reply, entry);
    },
  };
}
