import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type BacklogRow = { queue: string; waiting: number; oldest_seconds: number | string };

export type JobQueueBacklog = { queue: string; waiting: number; oldestSeconds: number };

/**
 * Each pg-boss queue's runs waiting to be taken (created or retrying, not yet active) and how long
 * the oldest has waited (pg-boss-job-runner.ts), read from pg-boss's own tables so that every API
 * process can tell, not only the one whose pg-boss started. None where pg-boss never ran: on
 * PGlite the jobs are timers of the one process (job-runner.ts), with no queue to wait in.
 */
export async function jobQueueBacklog(db: Db): Promise<JobQueueBacklog[]> {
  const present = await db.execute(
    sql`select to_regclass('pgboss.queue') is not null and to_regclass('pgboss.job') is not null as present`,
  );
  if (!(present as unknown as { rows: Array<{ present: boolean }> }).rows[0]?.present) return [];
  const result = await db.execute(sql`
    select q.name as queue, count(j.id)::int as waiting,
      coalesce(extract(epoch from now() - min(j.created_on)), 0)::float8 as oldest_seconds
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and j.state < 'active'
    group by q.name
    order by q.name`);
  return (result as unknown as { rows: BacklogRow[] }).rows.map((row) => ({
    queue: row.queue,
    waiting: Number(row.waiting),
    oldestSeconds: Math.max(0, Number(row.oldest_seconds)),
  }));
}
