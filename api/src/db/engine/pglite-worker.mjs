// Runs PGlite on its own thread and serves it over the PostgreSQL wire protocol
// (unix socket), so queries never run on the api's request thread.
// Plain JS on purpose: it is loaded by path in a worker_thread (no TS loader needed).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lowerThreadPriority } from '../../lib/lower-thread-priority.mjs';
import { batchProtocolMessages } from './pglite-batching.mjs';

batchProtocolMessages();

const { dataDir, socketPath, templateFile } = workerData;

// Under CPU contention the request thread wins over database work.
lowerThreadPriority();

try {
  const db = await PGlite.create({
    dataDir: dataDir === 'memory' ? undefined : dataDir,
    extensions: { pg_trgm, unaccent },
    // A prepared (migrated) data folder skips initdb: tests start much faster.
    ...(templateFile ? { loadDataDir: new Blob([readFileSync(templateFile)]) } : {}),
  });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 32 });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message?.type === 'dump') {
      const file = await db.dumpDataDir('none');
      const buffer = await file.arrayBuffer();
      parentPort.postMessage({ type: 'dump', buffer }, [buffer]);
      return;
    }
    if (message?.type !== 'close') return;
    try {
      await server.stop();
      await db.close();
    } finally {
      parentPort.postMessage({ type: 'closed' });
    }
  });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: String(error?.stack ?? error) });
}
