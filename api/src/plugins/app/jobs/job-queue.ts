import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobs } from '../../../db/schema/index';

export type Job = typeof jobs.$inferSelect;
/** A database handle or an open transaction (enqueue inside the caller's transaction). */
export type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'execute'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A failure that retrying cannot fix (a damaged file): the job fails at once. */
export class PermanentJobError extends Error {}

/** The durable queue in the `jobs` table; workers claim jobs with a lease. */
export class JobQueue {
  constructor(private readonly db: Database) {}

  async enqueue(
    executor: Executor,
    kind: string,
    payload: Record<string, unknown>,
    options: { subjectId?: string; maxAttempts?: number } = {},
  ): Promise<string> {
    const [row] = await executor
      .insert(jobs)
      .values({
        kind,
        payload,
        subjectId: options.subjectId ?? null,
        maxAttempts: options.maxAttempts ?? 3,
      })
      .returning({ id: jobs.id });
    if (!row) throw new Error('job insert failed');
    return row.id;
  }

  /**
   * Takes the next due job: a queued one, or a running one whose lease ran out (its worker died).
   * `FOR UPDATE SKIP LOCKED`: two workers never take the same job.
   */
  async claim(workerId: string, leaseMs: number): Promise<Job | null> {
    const result = await this.db.execute<{ id: string }>(sql`
      UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
      WHERE id = (
        SELECT id FROM jobs
        WHERE (status = 'queued' AND run_at <= now())
           OR (status = 'running' AND locked_until < now())
        ORDER BY run_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    const id = result.rows[0]?.id;
    if (!id) return null;
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return job ?? null;
  }

  /** Keeps a long job's lease; false when another worker has taken it. */
  async extendLease(job: Job, workerId: string, leaseMs: number): Promise<boolean> {
    const changed = await this.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return changed.length > 0;
  }

  /**
   * Ends a job in the caller's transaction. Throws when this worker no longer holds it (its lease
   * ran out and another worker took it), so the caller's changes roll back with it.
   */
  async finish(
    tx: Transaction,
    job: Job,
    workerId: string,
    outcome: { status: 'done' } | { status: 'failed'; error: string },
  ): Promise<void> {
    const changed = await tx
      .update(jobs)
      .set({
        status: outcome.status,
        lastError: outcome.status === 'failed' ? outcome.error : null,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    if (changed.length === 0) throw new LeaseLost(job.id);
  }

  /** Puts a job back for a later try (exponential back-off). */
  async retryLater(job: Job, workerId: string, error: string, delayMs: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: error,
        lockedBy: null,
        lockedUntil: null,
        runAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}

export class LeaseLost extends Error {
  constructor(jobId: string) {
    super(`job ${jobId}: lease lost to another worker`);
  }
}

export type { Transaction };
