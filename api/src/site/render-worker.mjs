// Renders pages on its own thread: React's server rendering is CPU work that would otherwise hold
// up every request of the api. Plain JS, loaded by path in a worker_thread. Two ways to get the
// code it renders with (workerData.from):
// - 'build': the shell's server build (shell/dist/server/renderPage.js), a Module Federation host
//   that loads each remote's server build from the URL beside the remote's manifest in the
//   registry, so a remote deployed elsewhere is rendered by its own code; the shares (React,
//   router, effector, Fluent, `shared`) are the host's, as in the browser.
// - 'sources' (`pnpm dev`): the shell's and the local remotes' server entries (TypeScript, JSX)
//   through tsx, in one loader namespace so that they share one React, router and `shared`.
// Messages: in {type:'render'|'json'}, out {type:'getJson'|'rendered'|'failed'|'remoteFailed'};
// see render-workers.ts.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../lib/lower-thread-priority.mjs';

// Under CPU contention the request thread (health checks, api answers) wins over rendering.
lowerThreadPriority();

const calls = new Map();
let nextCall = 0;

/** GET /api/<path> through the request thread (in process there), as the visitor. */
const getJsonFor = (renderId) => (apiPath) =>
  new Promise((resolve, reject) => {
    const callId = nextCall++;
    calls.set(callId, { resolve, reject });
    parentPort.postMessage({ type: 'getJson', renderId, callId, path: apiPath });
  });

/** The shell's renderer and `serverPagesOf(remote, serverEntryUrl)`, per workerData.from. */
async function loadCode() {
  if (workerData.from === 'build') {
    const host = createRequire(import.meta.url)(workerData.shellBuild);
    const renderer = await host.loadRenderer();
    return { renderer, serverPagesOf: renderer.loadServerPages, warm: [] };
  }
  const { register } = await import('tsx/esm/api');
  const { tsconfig, shellEntry, remoteEntries } = workerData;
  const loader = register({ namespace: 'server-render', tsconfig });
  const importSource = (file) => loader.import(pathToFileURL(file).href, import.meta.url);
  const sources = new Map();
  const serverPagesOf = (remote) => {
    const entry = remoteEntries[remote];
    if (!entry) return Promise.resolve(undefined);
    if (!sources.has(remote)) {
      sources.set(
        remote,
        importSource(entry).then((loaded) => loaded.serverPages),
      );
    }
    return sources.get(remote);
  };
  const renderer = await importSource(shellEntry);
  return { renderer, serverPagesOf, warm: Object.keys(remoteEntries).map(serverPagesOf) };
}

/** A remote whose server pages failed to load is left to the browser this long, then tried again. */
const RETRY_FAILED_MS = 60_000;
const failedUntil = new Map();
const failedNow = (key) => (failedUntil.get(key) ?? 0) > Date.now();

/**
 * A server page of a remote this server renders (`serverEntries`: remote -> its server build), or
 * undefined: the page (or the home page's section) is then rendered by the browser. A deploy
 * without a server build, or one that is down, is reported once and not asked again for a minute.
 */
const serverPageOf = (code, serverEntries) => async (remote, module) => {
  const entry = serverEntries[remote];
  if (entry === undefined) return undefined;
  const key = `${remote} ${entry}`;
  if (failedNow(key)) return undefined;
  try {
    return (await code.serverPagesOf(remote, entry))?.[module];
  } catch (error) {
    if (!failedNow(key)) {
      failedUntil.set(key, Date.now() + RETRY_FAILED_MS);
      const text = error instanceof Error ? error.message : String(error);
      parentPort.postMessage({ type: 'remoteFailed', remote, entry, error: text });
    }
    return undefined;
  }
};

async function render({ renderId, url, nonce, language, serverEntries, userId }) {
  try {
    const loaded = await code;
    const page = await loaded.renderer.renderPage({
      url: new URL(url),
      nonce,
      language,
      userId,
      getJson: getJsonFor(renderId),
      serverPage: serverPageOf(loaded, serverEntries),
    });
    parentPort.postMessage({ type: 'rendered', renderId, page });
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    parentPort.postMessage({ type: 'failed', renderId, error: text });
  }
}

// Loaded (compiled, from sources) before the first page is asked for: the worker says when ready.
const code = loadCode();
void code
  .then((loaded) => Promise.allSettled(loaded.warm))
  .catch(() => undefined)
  .then(() => parentPort.postMessage({ type: 'ready' }));

parentPort.on('message', (message) => {
  if (message.type === 'render') {
    void render(message);
  } else if (message.type === 'json') {
    const call = calls.get(message.callId);
    calls.delete(message.callId);
    if (message.ok) call?.resolve(message.body);
    else call?.reject(message.failure);
  }
});
