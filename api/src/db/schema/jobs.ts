import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The durable job queue. A worker claims a due job (`FOR UPDATE SKIP LOCKED`) and holds it until
 * `locked_until`; a job whose lease ran out (its server died) is claimed again after a restart.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: moment('run_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The row the job works on (the media id), to find or cancel it. */
    subjectId: uuid('subject_id'),
    ...timestamps,
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_subject_idx').on(t.subjectId),
  ],
);
