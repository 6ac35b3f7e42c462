// Renders pages on its own thread: React's server rendering is CPU work that would otherwise hold
// up every request of the api. Plain JS, loaded by path in a worker_thread; the shell's and the
// remotes' server entries (TypeScript, JSX) load through tsx, in one loader namespace so that the
// shell and a remote share one React, router and `shared`, as in the browser.
// Messages: in {type:'render'|'json'}, out {type:'getJson'|'rendered'|'failed'}; see render-workers.ts.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import { lowerThreadPriority } from '../lib/lower-thread-priority.mjs';

const { tsconfig, shellEntry, remoteEntries } = workerData;
const loader = register({ namespace: 'server-render', tsconfig });
const importSource = (file) => loader.import(pathToFileURL(file).href, import.meta.url);

// Under CPU contention the request thread (health checks, api answers) wins over rendering.
lowerThreadPriority();

const remotePages = new Map();
const calls = new Map();
let nextCall = 0;

/** GET /api/<path> through the request thread (in process there), as the visitor. */
const getJsonFor = (renderId) => (apiPath) =>
  new Promise((resolve, reject) => {
    const callId = nextCall++;
    calls.set(callId, { resolve, reject });
    parentPort.postMessage({ type: 'getJson', renderId, callId, path: apiPath });
  });

/** A local remote's server page (its entry imported once), or undefined. */
const serverPageOf = (localRemotes) => async (remote, module) => {
  const entry = remoteEntries[remote];
  if (!entry || !localRemotes.includes(remote)) return undefined;
  let pages = remotePages.get(remote);
  if (!pages) {
    pages = importSource(entry).then((loaded) => loaded.serverPages);
    remotePages.set(remote, pages);
  }
  return (await pages)?.[module];
};

async function render({ renderId, url, nonce, language, localRemotes, userId }) {
  try {
    const { renderPage } = await shell;
    const page = await renderPage({
      url: new URL(url),
      nonce,
      language,
      userId,
      getJson: getJsonFor(renderId),
      serverPage: serverPageOf(localRemotes),
    });
    parentPort.postMessage({ type: 'rendered', renderId, page });
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    parentPort.postMessage({ type: 'failed', renderId, error: text });
  }
}

// Compiled and loaded before the first page is asked for: the worker says when it is ready.
const shell = importSource(shellEntry);
void Promise.allSettled([
  shell,
  ...Object.keys(remoteEntries).map((remote) => serverPageOf([remote])(remote, '')),
]).then(() => parentPort.postMessage({ type: 'ready' }));

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
