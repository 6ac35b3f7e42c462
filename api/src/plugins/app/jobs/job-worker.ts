import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Job,
  type JobQueue,
  LeaseLost,
  PermanentJobError,
  type Transaction,
} from './job-queue';

export interface JobResult {
  /** Written in the transaction that marks the job done. */
  commit(tx: Transaction): Promise<void>;
  /** Runs once that transaction has committed (e.g. removing the source file). */
  afterCommit?(): Promise<void>;
}

export interface JobHandler {
  /** Does the work outside any transaction; returns what to write when the job is done. */
  run(job: Job): Promise<JobResult>;
  /** Writes the failure (e.g. the media row's message) in the transaction that fails the job. */
  failed(tx: Transaction, job: Job, message: string): Promise<void>;
  /** Removes what a failed or abandoned run left behind (temp files). */
  cleanUp?(job: Job): Promise<void>;
}

export interface WorkerOptions {
  pollMs: number;
  /** Jobs run at the same time by this process. */
  concurrency?: number;
  leaseMs?: number;
  /** The message stored when retries run out on an unexpected error. */
  genericFailure?: string;
}

const GENERIC_FAILURE = 'Processing failed. Try uploading the file again.';

/**
 * An in-process worker: a few loops poll the queue (FOR UPDATE SKIP LOCKED keeps them, and other
 * processes, off each other's jobs), extend a running job's lease, and stop between jobs on close.
 */
export class JobWorker {
  readonly id = `worker-${randomUUID()}`;
  private readonly handlers = new Map<string, JobHandler>();
  private loops: Promise<void>[] = [];
  private sleepers: (() => void)[] = [];
  private stopped = true;
  private readonly leaseMs: number;

  constructor(
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Runs `concurrency` loops (2 by default: one job per core keeps both busy). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loops = this.options.concurrency ?? 2;
    for (let i = 0; i < loops; i++) this.loops.push(this.loop());
  }

  /** Waits for the jobs in hand; a job cut off by a crash is re-run after its lease. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.poke();
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Wakes idle loops now (a job was just queued) instead of at the next poll. */
  poke(): void {
    for (const wake of this.sleepers.splice(0)) wake();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, 'job worker: poll failed');
      }
      if (!worked && !this.stopped) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers = this.sleepers.filter((other) => other !== wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref?.();
      this.sleepers.push(wake);
    });
  }

  /** Claims and runs one job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const job = await this.queue.claim(this.id, this.leaseMs);
    if (!job) return false;
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      await this.fail(job, undefined, `no handler for job kind ${job.kind}`);
      return true;
    }
    // A job that ran out of attempts (it may have crashed the server each time) is given up.
    if (job.attempts > job.maxAttempts) {
      await this.fail(job, handler, this.options.genericFailure ?? GENERIC_FAILURE);
      return true;
    }
    const heartbeat = setInterval(() => {
      this.queue.extendLease(job, this.id, this.leaseMs).catch(() => {});
    }, this.leaseMs / 3);
    heartbeat.unref?.();
    try {
      const result = await handler.run(job);
      await this.queue.transaction(async (tx) => {
        await result.commit(tx);
        await this.queue.finish(tx, job, this.id, { status: 'done' });
      });
      await result.afterCommit?.().catch((error) => {
        this.log.warn({ err: error, jobId: job.id }, 'job worker: after-commit step failed');
      });
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.log.warn({ jobId: job.id }, 'job worker: lease lost; the other worker finishes it');
        await handler.cleanUp?.(job);
      } else if (error instanceof PermanentJobError) {
        await this.fail(job, handler, error.message);
      } else if (job.attempts < job.maxAttempts) {
        this.log.warn({ err: error, jobId: job.id }, 'job worker: will retry');
        await this.queue.retryLater(job, this.id, String(error), 1000 * 2 ** job.attempts);
      } else {
        this.log.error({ err: error, jobId: job.id }, 'job worker: out of attempts');
        await this.fail(job, handler, this.options.genericFailure ?? GENERIC_FAILURE);
      }
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  private async fail(job: Job, handler: JobHandler | undefined, message: string): Promise<void> {
    try {
      await this.queue.transaction(async (tx) => {
        await handler?.failed(tx, job, message);
        await this.queue.finish(tx, job, this.id, { status: 'failed', error: message });
      });
    } catch (error) {
      if (!(error instanceof LeaseLost)) throw error;
    }
    await handler?.cleanUp?.(job);
  }
}
