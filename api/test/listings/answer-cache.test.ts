import { describe, expect, it } from '@rstest/core';
import Fastify from 'fastify';
import { ManualClock } from '../../src/lib/clock';
import { answerCache } from '../../src/routes/api/listings/http-cache';

/** A one-route app whose answers wait for `release` (a slow database read). */
async function slowApp() {
  const cacheable = answerCache(new ManualClock());
  const app = Fastify();
  let version = 1;
  let release = () => {};
  app.get('/thing', {
    ...cacheable(60),
    handler: async () => {
      const answer = { version };
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return answer;
    },
  });
  await app.ready();
  return {
    app,
    purge: cacheable.purge,
    change: () => version++,
    release: () => release(),
  };
}

describe('answer cache purge', () => {
  it('does not keep an answer that was being computed when the cache was purged', async () => {
    const { app, purge, change, release } = await slowApp();
    const before = app.inject({ url: '/thing' });
    await new Promise((r) => setTimeout(r, 20));
    change();
    purge();
    release();
    expect((await before).json()).toEqual({ version: 1 });

    const next = app.inject({ url: '/thing' });
    await new Promise((r) => setTimeout(r, 20));
    release();
    const fresh = await next;
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json()).toEqual({ version: 2 });
    expect((await app.inject({ url: '/thing' })).headers['x-cache']).toBe('hit');
    await app.close();
  });
});
