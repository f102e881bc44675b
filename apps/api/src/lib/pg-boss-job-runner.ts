import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobRunner } from './job-runner.js';

/**
 * The job interface on PostgreSQL through pg-boss (10.x, in its own `pgboss` schema): each job is a
 * `stately` queue, so across every API process at most one run waits and one runs; every process
 * offers a run each period (a second offer while one waits is dropped), and whichever process is
 * free takes it. pg-boss keeps each run (created, started, completed or failed, with the error) for
 * a week. A run that throws is not retried by pg-boss: the next period's run is the retry. A run
 * longer than `timeoutSeconds` is taken for one whose process died.
 */
export async function pgBossJobRunner(
  connectionString: string,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  options: { timeoutSeconds?: number } = {},
): Promise<JobRunner> {
  // A run of a process that died stays `active` and holds its queue until pg-boss's upkeep expires
  // it: the upkeep runs often enough that a crash stalls a job for at most about 1.5 timeouts.
  const timeoutSeconds = options.timeoutSeconds ?? 120;
  const boss = new PgBoss({
    connectionString,
    max: 2,
    schedule: false,
    application_name: 'farm-jobs',
    maintenanceIntervalSeconds: Math.max(1, Math.floor(timeoutSeconds / 2)),
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss failed'));
  await boss.start();
  const timers: NodeJS.Timeout[] = [];
  return {
    async every(name, everyMs, job) {
      await boss.createQueue(name, {
        name,
        policy: 'stately',
        retryLimit: 0,
        retentionDays: 7,
        expireInSeconds: timeoutSeconds,
      });
      await boss.work(name, { pollingIntervalSeconds: Math.max(0.5, everyMs / 1000) }, async () => {
        try {
          await job();
        } catch (err) {
          log.error({ err, job: name }, 'background job failed');
          throw err;
        }
      });
      const offer = () =>
        boss.send(name, {}).catch((err: unknown) => log.warn({ err, job: name }, 'could not queue a run'));
      void offer();
      const timer = setInterval(offer, everyMs);
      timer.unref();
      timers.push(timer);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      // Waits for the run in flight; a run cut off by a crash is expired by pg-boss and offered again.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
