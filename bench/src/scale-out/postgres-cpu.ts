import pg from 'pg';
import { cpuMsOf } from '../load/cpu.js';
import type { CpuWatch } from '../load/drive.js';

/** PostgreSQL's processes that work for the bench's database, and the server's own writers. */
const PROCESSES = `
  select pid from pg_stat_activity
  where datname = current_database()
     or backend_type in ('walwriter', 'checkpointer', 'background writer')`;

/**
 * The CPU time of PostgreSQL's processes serving one database (its backends, autovacuum on it) and
 * of the server's WAL writer, checkpointer and background writer (shared with other databases: the
 * server's, small beside the backends). Backends come and go with the APIs' pools, so the list is
 * asked for every 250 ms; a process that has ended keeps its last reading, so the sum never falls.
 * Only when PostgreSQL runs on this machine (its process ids are ours to read); 0 otherwise.
 */
export async function watchPostgres(url: string): Promise<CpuWatch & { stop(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seen = new Map<number, number>();
  const read = (pid: number) => {
    const ms = Math.max(seen.get(pid) ?? 0, cpuMsOf(pid));
    seen.set(pid, ms);
    return ms;
  };
  const refresh = async () => {
    const { rows } = await client.query<{ pid: number }>(PROCESSES);
    for (const { pid } of rows) read(pid);
  };
  await refresh();
  let asking = false;
  const timer = setInterval(() => {
    if (asking) return;
    asking = true;
    refresh()
      .catch(() => {})
      .finally(() => {
        asking = false;
      });
  }, 250);
  return {
    cpuMs: () => [...seen.keys()].reduce((sum, pid) => sum + read(pid), 0),
    stop: async () => {
      clearInterval(timer);
      await client.end();
    },
  };
}
