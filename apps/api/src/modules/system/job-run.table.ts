import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each timed job's latest run, a row per job, shared by every API process and machine (issue 35.2):
 * what admin → System, readiness and the metrics read to tell a job that has stopped running.
 * `lastFailure` is an error's code or class name, never its message (which may quote a customer).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  everySeconds: integer('every_seconds').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
  failuresInARow: integer('failures_in_a_row').notNull().default(0),
  lastFailure: text('last_failure'),
  runs: integer('runs').notNull().default(0),
});
