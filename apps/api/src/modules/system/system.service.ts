import type { SystemJob, SystemJobs } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { messageBacklog } from '../notification/index.js';
import { paymentsWaiting } from '../payment/index.js';
import { type JobRunRow, listJobRuns } from './job-run.repository.js';

/** A job is late when it has not started for two periods and a minute: nothing is running it. */
const GRACE_MS = 60_000;

export function jobOf(row: JobRunRow, now: Date): SystemJob {
  const everyMs = row.everySeconds * 1000;
  const since = row.lastStartedAt ?? row.registeredAt;
  const running = row.lastStartedAt !== null && (row.lastFinishedAt ?? new Date(0)) < row.lastStartedAt;
  return {
    name: row.name,
    everySeconds: row.everySeconds,
    lastStartedAt: row.lastStartedAt?.toISOString() ?? null,
    lastSucceededAt: row.lastSucceededAt?.toISOString() ?? null,
    nextRunAt: new Date(since.getTime() + everyMs).toISOString(),
    running,
    failuresInARow: row.failuresInARow,
    lastFailure: row.failuresInARow > 0 ? row.lastFailure : null,
    late: now.getTime() - since.getTime() > 2 * everyMs + GRACE_MS,
  };
}

/** The jobs some process has offered, and what waits for them (admin → System). */
export async function systemJobs(db: Db, now: Date): Promise<SystemJobs> {
  const [rows, messages, payments] = await Promise.all([
    listJobRuns(db),
    messageBacklog(db),
    paymentsWaiting(db),
  ]);
  return {
    jobs: rows.map((row) => jobOf(row, now)),
    backlog: {
      messagesWaiting: messages.waiting,
      oldestMessageSeconds: Math.round(messages.oldestSeconds),
      paymentsWaiting: payments.payments,
      refundsWaiting: payments.refunds,
    },
  };
}

/** Every job some process has offered, as of `now`. */
export async function jobsAsOf(db: Db, now: Date): Promise<SystemJob[]> {
  return (await listJobRuns(db)).map((row) => jobOf(row, now));
}

/** The names of the jobs that are late, for readiness. */
export async function lateJobs(db: Db, now: Date): Promise<string[]> {
  return (await jobsAsOf(db, now)).filter((job) => job.late).map((job) => job.name);
}
