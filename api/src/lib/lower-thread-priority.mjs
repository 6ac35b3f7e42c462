// Plain JS: worker threads load it without a TS loader.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Linux: lowers the calling thread's priority (nice applies per thread there), so that under CPU
 * contention the request thread wins over a worker's work. Elsewhere, or when not permitted, the
 * thread keeps its normal priority.
 */
export function lowerThreadPriority(niceness = 10) {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId !== process.pid) setPriority(threadId, niceness);
  } catch {
    // Not Linux or not permitted: run at normal priority.
  }
}
