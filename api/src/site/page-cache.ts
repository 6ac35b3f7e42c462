import type { Clock } from '../lib/clock';

type Entry<Page> = { page: Page; freshUntil: number };

export type PageCacheOptions = { clock: Clock; freshMs: number; maxEntries: number };

/**
 * Server-rendered pages kept per key (URL and language), so a busy page is rendered once per
 * `freshMs` rather than once per visitor: rendering is CPU work on the request thread. Visitors
 * asking for a page that is being rendered wait for that one render. `purge()` forgets every page
 * at once (the api's micro-caches purge on the same writes); a render that began before a purge is
 * sent but not kept. The least recently used page goes first when `maxEntries` are kept.
 */
export function createPageCache<Page>({ clock, freshMs, maxEntries }: PageCacheOptions) {
  const entries = new Map<string, Entry<Page>>();
  const rendering = new Map<string, Promise<Page | null>>();
  let generation = 0;

  const keep = (key: string, page: Page) => {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { page, freshUntil: clock.now().getTime() + freshMs });
  };

  const renderOnce = (key: string, render: () => Promise<Page | null>) => {
    const startedIn = generation;
    const pending: Promise<Page | null> = render()
      .then((page) => {
        if (page !== null && startedIn === generation) keep(key, page);
        return page;
      })
      .finally(() => {
        if (rendering.get(key) === pending) rendering.delete(key);
      });
    rendering.set(key, pending);
    return pending;
  };

  return {
    /** The kept page, or the one render of it in flight, or a new render (null is not kept). */
    get(key: string, render: () => Promise<Page | null>): Promise<Page | null> {
      const entry = entries.get(key);
      if (entry && entry.freshUntil > clock.now().getTime()) {
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.page);
      }
      entries.delete(key);
      return rendering.get(key) ?? renderOnce(key, render);
    },
    purge(): void {
      generation++;
      entries.clear();
      rendering.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
