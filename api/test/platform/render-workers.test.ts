import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { repoRoot } from '../../src/config';
import { createRenderWorkers } from '../../src/site/render-workers';
import { deferred } from '../helpers/deferred';

const failures: string[] = [];
const workers = createRenderWorkers({
  size: 1,
  perWorker: 2,
  timeoutMs: 20_000,
  workerData: {
    from: 'sources',
    tsconfig: path.join(repoRoot, 'api', 'tsconfig.ssr.json'),
    shellEntry: path.join(repoRoot, 'shell', 'src', 'server', 'renderPage.tsx'),
    remoteEntries: {},
  },
  onFailure: (url, error) => failures.push(`${url}: ${error}`),
  onRemoteFailure: (remote, entry, error) => failures.push(`${remote} at ${entry}: ${error}`),
});
afterAll(() => workers.close());

const noSettings = { isSuccess: true, message: 'ok', data: [] };
/** The api as the worker asks it (through the request thread): empty footer and no logo. */
const job = (
  pathname: string,
  getJson = async (_path: string): Promise<unknown> => noSettings,
) => ({
  url: `http://localhost${pathname}`,
  nonce: 'test-nonce',
  language: 'en',
  serverEntries: {},
  getJson,
});

describe('server rendering on a worker thread', () => {
  it('renders the home page off the request thread, its data asked for through it', {
    timeout: 60_000,
  }, async () => {
    const asked: string[] = [];
    const page = await workers.render(
      job('/', async (apiPath) => {
        asked.push(apiPath);
        return noSettings;
      }),
    );
    expect(page?.status).toBe(200);
    expect(page?.root).toMatch(/<h1[^>]*>Find your next home across India</);
    expect(page?.head).toContain('nonce="test-nonce"');
    expect(asked).toEqual(expect.arrayContaining(['setting?limit=20', 'setting/?configKey=LOGO']));
  });

  it('declines a page beyond the renders a worker may hold (the browser renders it)', {
    timeout: 60_000,
  }, async () => {
    const { promise: held, resolve: release } = deferred();
    const slow = async () => {
      await held;
      return noSettings;
    };
    const first = workers.render(job('/', slow));
    const second = workers.render(job('/about-us', slow));
    expect(await workers.render(job('/', slow))).toBeNull();
    release();
    expect((await first)?.status).toBe(200);
    expect((await second)?.status).toBe(404);
  });

  it('a page whose data fails to load is still rendered the way the browser would', {
    timeout: 60_000,
  }, async () => {
    const page = await workers.render(
      job('/', async () => {
        throw { success: false, message: 'Something went wrong' };
      }),
    );
    expect(page?.root).toContain('Find your next home across India');
    expect(failures).toEqual([]);
  });
});
