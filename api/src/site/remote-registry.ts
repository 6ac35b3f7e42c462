import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { SAFE_URL } from './remote-preloads';
import {
  environmentOverrides,
  localManifest,
  localRemotes,
  REMOTE_NAMES,
  remoteOrigins,
} from './remotes';
import { reusedFor, watchedFile } from './watched-file';

/** The same plain URLs index.html's manifest preload accepts: absolute http(s) or a path. */
const manifestUrl = z.string().regex(SAFE_URL, {
  message:
    'must be a plain http(s) URL or a path starting with /, e.g. https://cdn.example.com/listing/v2/mf-manifest.json',
});

/** REMOTES_FILE: remote name -> manifest URL, for the remotes it names only. */
export const remotesFileSchema = z.partialRecord(z.enum(REMOTE_NAMES), manifestUrl);

type FileEntries = z.output<typeof remotesFileSchema>;
type Parsed = { entries: FileEntries } | { problem: string };

const ABSENT: Parsed = { entries: {} };

function parseRemotesFile(text: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problem: `not JSON (${(error as Error).message})` };
  }
  const parsed = remotesFileSchema.safeParse(json);
  if (parsed.success) return { entries: parsed.data };
  return {
    problem: parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
      .join('; '),
  };
}

/**
 * Whether `name` is served from this checkout's build in `registry` (a `current()` answer), so
 * its sources may render it on the server.
 */
export function isLocalIn(registry: Record<string, string>, name: string): boolean {
  const entry = registry[name];
  return entry === undefined || entry === localManifest(name);
}

export interface RemoteRegistry {
  /** name -> manifest URL as /remotes.json publishes it now. */
  current(): Record<string, string>;
  /** Origins of the remotes served from elsewhere now (the CSP allows them). */
  origins(): string[];
}

/**
 * The registry of remotes: the environment (REMOTE_<NAME>_URL) and this server's builds as before,
 * and over both the entries of `file` (REMOTES_FILE), re-read when it changes. The builds and the
 * file are looked at again at most once per `recheckMs` (SITE_RECHECK_MS). Deploying a remote is
 * writing that file: live within that time, with no restart. A file that is not valid is logged,
 * and its last valid content stays in force; a file that is absent has no entries.
 */
export function createRemoteRegistry(
  staticRoot: string,
  env: Record<string, string | undefined>,
  file: string | undefined,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  recheckMs = 0,
): RemoteRegistry {
  let lastGood: FileEntries = {};
  let lastSeen: Parsed | undefined;
  const read = file ? watchedFile(file, parseRemotesFile) : () => undefined;

  const fileEntries = (): FileEntries => {
    const parsed = read() ?? ABSENT;
    if (parsed === lastSeen) return lastGood;
    lastSeen = parsed;
    if ('entries' in parsed) {
      lastGood = parsed.entries;
      log.info({ remotes: lastGood, file }, 'remote registry file read');
    } else {
      log.error(
        `The remote registry file ${file} is not valid, so the last valid one stays in force: ${parsed.problem}. Fix the file (a JSON object of remote name to manifest URL, e.g. {"listing": "https://cdn.example.com/listing/v2/mf-manifest.json"}); it is read again when it changes.`,
      );
    }
    return lastGood;
  };

  // One snapshot for every page within the reuse time, so that /remotes.json, the preloads and
  // the CSP (read twice per response) always agree; callers read the registry, never change it.
  // A local build's entry is a path, so the origins are those of the entries elsewhere.
  const snapshot = reusedFor(recheckMs, () => {
    const registry: Record<string, string> = Object.freeze({
      ...localRemotes(staticRoot),
      ...environmentOverrides(env),
      ...fileEntries(),
    });
    return { registry, origins: remoteOrigins(Object.values(registry)) };
  });
  return {
    current: () => snapshot().registry,
    origins: () => snapshot().origins,
  };
}
