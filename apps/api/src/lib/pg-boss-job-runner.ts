import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobRunner } from './job-runner.js';

/**
 * The job interface on PostgreSQL through pg-boss (10.x, in its own `pgboss` schema): each job is a
 * `stately` queue, so across every API process at most one run waits and one runs; every process
 * offers a run each period, and whichever process is free takes it. The offers are throttled to one
 * run per period on the database's clock (`sendThrottled`: a run made in this period's slot drops
 * the rest), so two machines offering half a period apart run the job once a period, not twice. pg-boss keeps each run (created, started, completed or failed, with the error) for
 * a week. A run that throws is not retried by pg-boss: the next period's run is the retry. A run
 * longer than `timeoutSeconds` is taken for one whose process died. Every job is offered as it is
 * registered, so `atStart` needs nothing more here.
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
      // Asked at least every minute: an hourly job offered just after a poll must not wait an hour.
      const pollingIntervalSeconds = Math.min(60, Math.max(0.5, everyMs / 1000));
      await boss.work(name, { pollingIntervalSeconds }, async () => {
        try {
          await job();
        } catch (err) {
          log.error({ err, job: name }, 'background job failed');
          throw err;
        }
      });
      const offer = () =>
        boss
          .sendThrottled(name, {}, {}, throttleSeconds(everyMs))
          .catch((err: unknown) => log.warn({ err, job: name }, 'could not queue a run'));
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

/** pg-boss keeps a run's record 12 hours (its archive interval): the longest slot it can hold. */
const LONGEST_SLOT_SECONDS = 12 * 60 * 60;

/**
 * The slot one run may be made in: the period in whole seconds (pg-boss's slots are whole seconds
 * since the epoch), at least one second and at most what pg-boss keeps. A period under a second (a
 * test's setting) is held to one run a second.
 */
export function throttleSeconds(everyMs: number): number {
  return Math.min(LONGEST_SLOT_SECONDS, Math.max(1, Math.floor(everyMs / 1000)));
}
