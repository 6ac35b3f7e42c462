import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The parts of shell/src/server/renderPage.tsx's answer the api deals in (no React types here). */
export type RenderedPage = {
  head: string;
  root: string;
  title?: string;
  status: number;
  /** A signed-in user's own page: sent to them alone, never kept. */
  personal?: boolean;
};

export type RenderJob = {
  url: string;
  nonce: string;
  language: string;
  /**
   * The remotes rendered here, each with the URL of its server build (`server/remoteEntry.js`
   * beside its manifest); rendering from sources, the worker imports a local remote's sources.
   */
  serverEntries: Record<string, string>;
  /** The signed-in user whose own page may be rendered (their page session); else a visitor. */
  userId?: string;
  /** GET /api/<path> for this page (in process, as the visitor); rejects with an ApiFailure. */
  getJson: (apiPath: string) => Promise<unknown>;
};

/**
 * Where the worker gets the code it renders with: the shell's server build, the federation host
 * that loads each remote's server build by URL (`npm start`, production), or the sources through
 * tsx (`pnpm dev`, and tests of the worker itself).
 */
export type RenderCode =
  | { from: 'build'; shellBuild: string }
  | {
      from: 'sources';
      tsconfig: string;
      shellEntry: string;
      /** Remote name -> its server entry (`remotes/<name>/src/server.ts`). */
      remoteEntries: Record<string, string>;
    };

export type RenderWorkersOptions = {
  size: number;
  /** Renders a worker takes at once (they interleave while waiting for data); beyond: declined. */
  perWorker: number;
  /** A render not done by then is given up (the browser renders the page). */
  timeoutMs: number;
  workerData: RenderCode;
  onFailure: (url: string, error: string) => void;
  /** A remote's server pages could not be loaded from `entry` (said once a minute per entry). */
  onRemoteFailure: (remote: string, entry: string, error: string) => void;
};

type Pending = { job: RenderJob; settle: (page: RenderedPage | null) => void };
type Slot = {
  worker: Worker | null;
  /** Resolves once the worker has loaded the server entries (a cold start compiles them). */
  ready: Promise<void>;
  pending: Map<number, Pending>;
};
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'getJson'; renderId: number; callId: number; path: string }
  | { type: 'rendered'; renderId: number; page: RenderedPage | null }
  | { type: 'failed'; renderId: number; error: string }
  | { type: 'remoteFailed'; remote: string; entry: string; error: string };

const WORKER_FILE = path.join(import.meta.dirname, 'render-worker.mjs');

/**
 * Server rendering on worker threads, off the request thread. A page is rendered by the worker
 * with the fewest renders in hand; when every worker has `perWorker`, the page is declined at once
 * (null: the browser renders it) rather than queued, so a burst of new pages never makes a
 * visitor wait. Workers start at once and load the server entries before their first page (the
 * timeout counts from then); one that dies is replaced on the next render.
 */
export function createRenderWorkers(options: RenderWorkersOptions) {
  let nextRender = 0;
  let closed = false;

  const start = (slot: Slot) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: options.workerData,
      // React's production build renders several times faster than its development build (what
      // `pnpm start` would give it), and the browser hydrates with its production build anyway.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let markReady: () => void = () => {};
    slot.ready = new Promise((resolve) => {
      markReady = resolve;
    });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') return markReady();
      if (message.type === 'remoteFailed') {
        return options.onRemoteFailure(message.remote, message.entry, message.error);
      }
      const pending = slot.pending.get(message.renderId);
      if (!pending) return;
      if (message.type === 'getJson') {
        pending.job.getJson(message.path).then(
          (body) => worker.postMessage({ type: 'json', callId: message.callId, ok: true, body }),
          (failure: unknown) =>
            worker.postMessage({ type: 'json', callId: message.callId, ok: false, failure }),
        );
        return;
      }
      if (message.type === 'failed') options.onFailure(pending.job.url, message.error);
      pending.settle(message.type === 'rendered' ? message.page : null);
    });
    const lost = (reason: string) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      markReady();
      for (const pending of slot.pending.values()) {
        options.onFailure(pending.job.url, reason);
        pending.settle(null);
      }
    };
    worker.on('error', (error) => lost(`the render worker failed: ${error.message}`));
    worker.on('exit', (code) => lost(`the render worker exited (code ${code})`));
    worker.unref();
    slot.worker = worker;
    return worker;
  };
  const slots: Slot[] = Array.from({ length: options.size }, () => {
    const slot: Slot = { worker: null, ready: Promise.resolve(), pending: new Map() };
    start(slot);
    return slot;
  });

  return {
    /** The page's HTML, or null when it was declined, timed out or failed (reported). */
    render(job: RenderJob): Promise<RenderedPage | null> {
      if (closed) return Promise.resolve(null);
      const slot = slots.reduce((least, candidate) =>
        candidate.pending.size < least.pending.size ? candidate : least,
      );
      if (slot.pending.size >= options.perWorker) return Promise.resolve(null);
      const worker = slot.worker ?? start(slot);
      const renderId = nextRender++;
      return new Promise((resolve) => {
        let timer: NodeJS.Timeout | undefined;
        void slot.ready.then(() => {
          timer = setTimeout(() => {
            options.onFailure(job.url, `not rendered within ${options.timeoutMs} ms`);
            settle(null);
          }, options.timeoutMs);
        });
        const settle = (page: RenderedPage | null) => {
          clearTimeout(timer);
          slot.pending.delete(renderId);
          resolve(page);
        };
        slot.pending.set(renderId, { job, settle });
        const { getJson: _inProcess, ...message } = job;
        worker.postMessage({ type: 'render', renderId, ...message });
      });
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}
