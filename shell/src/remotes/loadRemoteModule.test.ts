import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';

let resolveLoad: ((module: unknown) => void) | undefined;
rs.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () =>
    new Promise((resolve) => {
      resolveLoad = resolve;
    }),
}));
rs.mock('./registry', () => ({
  remoteRegistry: async () => ({ listing: '/remotes/listing/mf-manifest.json' }),
  resetRemote: async () => undefined,
}));

const { loadRemoteModule } = await import('./loadRemoteModule');
const { REMOTE_TIMEOUT_MS } = await import('./names');

/** Stands in for the browser's resource timing: `fileArrived()` is one finished fetch. */
const observers = new Set<() => void>();
const fileArrived = () => {
  for (const report of observers) report();
};
class FakePerformanceObserver {
  constructor(private readonly report: () => void) {}
  observe() {
    observers.add(this.report);
  }
  disconnect() {
    observers.delete(this.report);
  }
}

describe('loadRemoteModule timeout', () => {
  beforeEach(() => {
    rs.useFakeTimers();
    rs.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    resolveLoad = undefined;
  });
  afterEach(() => {
    rs.useRealTimers();
    rs.unstubAllGlobals();
    observers.clear();
  });

  it('fails a load that makes no progress for the timeout', async () => {
    const loading = loadRemoteModule('listing', 'ListingPage');
    const outcome = expect(loading).rejects.toThrow(
      'listing/ListingPage did not answer within 10 s.',
    );
    await rs.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    await outcome;
    expect(observers.size).toBe(0);
  });

  it('waits for a slow load that keeps receiving files', async () => {
    const loading = loadRemoteModule('listing', 'ListingPage');
    for (let second = 0; second < 25; second += 5) {
      await rs.advanceTimersByTimeAsync(5_000);
      fileArrived();
    }
    const page = () => null;
    resolveLoad?.({ default: page });
    await expect(loading).resolves.toEqual({ default: page });
    expect(observers.size).toBe(0);
  });
});
