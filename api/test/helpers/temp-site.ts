import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createTestApp, type TestContext } from './test-app';

/**
 * A temporary STATIC_ROOT with a registry file (REMOTES_FILE), for tests of what the site serves
 * and renders as the registry changes; `start` serves it with the log collected in `log.text`.
 */
export function tempSite(prefix: string) {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const registryFile = path.join(root, 'remotes.json');
  const log = { text: '' };
  return {
    root,
    registryFile,
    log,
    write(file: string, content: string) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    },
    /** As the README says to deploy: a new file renamed over the old one (never half-written). */
    pointRegistry(content: unknown) {
      const next = `${registryFile}.next`;
      writeFileSync(next, typeof content === 'string' ? content : JSON.stringify(content));
      renameSync(next, registryFile);
    },
    start(env: Record<string, string>): Promise<TestContext> {
      const stream = new PassThrough();
      stream.on('data', (chunk) => {
        log.text += chunk;
      });
      return createTestApp({
        env: { STATIC_ROOT: root, REMOTES_FILE: registryFile, ...env },
        serveSite: true,
        logStream: stream,
      });
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
