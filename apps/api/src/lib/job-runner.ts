import type { FastifyBaseLogger } from 'fastify';

/**
 * Work off the request path (DESIGN §8): a named job run every so often, one run at a time, its
 * failures logged and the next run trying again. On PostgreSQL pg-boss stands behind it
 * (pg-boss-job-runner.ts: one run at a time across every API process, each run recorded); on PGlite
 * the timers of the one process do. Jobs stay safe to run twice at once all the same (the messages'
 * job claims its rows under a lease), because a queue's guarantee ends where a process dies.
 */
export interface JobRunner {
  every(name: string, everyMs: number, job: () => Promise<unknown>, options?: JobOptions): Promise<void>;
  /** Stops the timers and waits for the runs in flight. */
  stop(): Promise<void>;
}

export type JobOptions = {
  /** Also run once as the job is offered (a recount or a sweep the shop should not wait a period for). */
  atStart?: boolean;
};

/** Timers in this process (PGlite has only one process; on PostgreSQL each API process runs its own). */
export function inProcessJobRunner(log: Pick<FastifyBaseLogger, 'error'>): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<unknown>>();
  return {
    async every(name, everyMs, job, options = {}) {
      let running = false;
      const runOnce = () => {
        if (running) return;
        running = true;
        const run = job()
          .catch((err: unknown) => log.error({ err, job: name }, 'background job failed'))
          .finally(() => {
            running = false;
            inFlight.delete(run);
          });
        inFlight.add(run);
      };
      if (options.atStart) runOnce();
      const timer = setInterval(runOnce, everyMs);
      timer.unref();
      timers.push(timer);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
