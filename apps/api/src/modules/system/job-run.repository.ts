import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobRuns } from './job-run.table.js';

export type JobRunRow = typeof jobRuns.$inferSelect;

/** A job offered by a process: its period, and since when some process has offered it. */
export async function registerJob(db: DbOrTx, name: string, everySeconds: number, now: Date) {
  await db
    .insert(jobRuns)
    .values({ name, everySeconds, registeredAt: now })
    .onConflictDoUpdate({ target: jobRuns.name, set: { everySeconds } });
}

export async function recordRunStarted(db: DbOrTx, name: string, now: Date) {
  await db
    .update(jobRuns)
    .set({ lastStartedAt: now, runs: sql`${jobRuns.runs} + 1` })
    .where(eq(jobRuns.name, name));
}

export async function recordRunFinished(db: DbOrTx, name: string, now: Date, failure: string | null) {
  await db
    .update(jobRuns)
    .set(
      failure === null
        ? { lastFinishedAt: now, lastSucceededAt: now, failuresInARow: 0 }
        : { lastFinishedAt: now, lastFailure: failure, failuresInARow: sql`${jobRuns.failuresInARow} + 1` },
    )
    .where(eq(jobRuns.name, name));
}

export function listJobRuns(db: DbOrTx): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).orderBy(asc(jobRuns.name));
}
