import { describe, expect, it } from '@rstest/core';
import { ManualClock } from '../../src/lib/clock';
import { createPageCache } from '../../src/site/page-cache';
import { deferred } from '../helpers/deferred';

function setUp(maxEntries = 10) {
  const clock = new ManualClock();
  const cache = createPageCache<string>({ clock, freshMs: 60_000, maxEntries });
  let renders = 0;
  const render = (html: string) => async () => {
    renders++;
    return html;
  };
  return { clock, cache, render, renders: () => renders };
}

/** A render that finishes when the test says so. */
function heldRender(html: string) {
  const { promise: done, resolve: finish } = deferred();
  const render = async () => {
    await done;
    return html;
  };
  return { render, finish };
}

describe('the server-rendered page cache', () => {
  it('renders a page once while it is fresh, and again once it is not', async () => {
    const { clock, cache, render, renders } = setUp();
    expect(await cache.get('en /', render('one'))).toBe('one');
    clock.advance(59_000);
    expect(await cache.get('en /', render('two'))).toBe('one');
    expect(renders()).toBe(1);
    clock.advance(2_000);
    expect(await cache.get('en /', render('three'))).toBe('three');
    expect(renders()).toBe(2);
  });

  it('keeps pages apart by key (URL and language)', async () => {
    const { cache, render } = setUp();
    await cache.get('en /', render('english'));
    expect(await cache.get('hi /', render('hindi'))).toBe('hindi');
    expect(await cache.get('en /', render('other'))).toBe('english');
  });

  it('gives visitors who ask during a render that one render', async () => {
    const { cache } = setUp();
    const held = heldRender('page');
    let second = 0;
    const first = cache.get('en /', held.render);
    const waiting = cache.get('en /', async () => {
      second++;
      return 'another';
    });
    held.finish();
    expect(await Promise.all([first, waiting])).toEqual(['page', 'page']);
    expect(second).toBe(0);
  });

  it('forgets every page on purge, and does not keep a render that began before it', async () => {
    const { cache, render, renders } = setUp();
    await cache.get('en /', render('old'));
    const held = heldRender('stale');
    cache.purge();
    const before = cache.get('en /about', held.render);
    cache.purge();
    held.finish();
    expect(await before).toBe('stale');
    expect(cache.size).toBe(0);
    expect(await cache.get('en /', render('new'))).toBe('new');
    expect(await cache.get('en /about', render('fresh'))).toBe('fresh');
    expect(renders()).toBe(3);
  });

  it('does not keep a page that was not rendered (null), so the next visitor tries again', async () => {
    const { cache } = setUp();
    expect(await cache.get('en /my-dashboard', async () => null)).toBeNull();
    expect(await cache.get('en /my-dashboard', async () => 'now')).toBe('now');
  });

  it('lets the least recently used page go when full', async () => {
    const { cache, render } = setUp(2);
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('a', render('a again'));
    await cache.get('c', render('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', render('a rendered again'))).toBe('a');
    expect(await cache.get('b', render('b rendered again'))).toBe('b rendered again');
  });
});
