// The background job queue.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// A job queue in the database (DESIGN: jobs are Postgres-backed, never timers over arrays).
// Workers claim due rows with FOR UPDATE SKIP LOCKED, so several server instances share the work
// and a job survives a restart. `key` makes a recurring job unique (e.g. one sync per feed).
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    key: text('key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Given up after its handler's maxAttempts (the dead letter): kept for staff, never claimed until retried. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.queue, t.runAt), index('jobs_dead_idx').on(t.deadAt).where(sql`${t.deadAt} is not null`)],
);
