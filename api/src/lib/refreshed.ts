/**
 * A value loaded on first use and kept in memory. Once older than `ttlMs` it is reloaded in the
 * background while the old value still answers; after `invalidate()` the next caller waits for
 * the fresh one. A failed background reload keeps the old value (and is tried again later).
 */
export function refreshed<T>(load: () => Promise<T>, ttlMs: number) {
  let value: T | undefined;
  let loadedAt = 0;
  let loading: Promise<T> | undefined;
  const reload = () => {
    loading ??= load()
      .then((fresh) => {
        value = fresh;
        loadedAt = Date.now();
        return fresh;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return {
    async get(): Promise<T> {
      if (value === undefined) return reload();
      if (Date.now() - loadedAt > ttlMs) reload().catch(() => undefined);
      return value;
    },
    invalidate(): void {
      value = undefined;
    },
  };
}
