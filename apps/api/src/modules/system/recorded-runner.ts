import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../lib/job-runner.js';
import { recordRunFinished, recordRunStarted, registerJob } from './job-run.repository.js';

/**
 * The runner, with each job's runs recorded in `job_runs` (issue 35.2): when it was offered, when it
 * last started, finished and succeeded, and how many times in a row it failed, whichever process or
 * machine ran it. A run that cannot be recorded still runs: the record is for people, not a lock.
 */
export function recordedRunner(
  runner: JobRunner,
  db: Db,
  clock: () => Date,
  log: { warn(obj: unknown, msg: string): void },
): JobRunner {
  const quietly = (what: Promise<unknown>, name: string) =>
    what.catch((err: unknown) => log.warn({ err, job: name }, 'could not record a job run'));
  return {
    async every(name, everyMs, job, options) {
      await quietly(registerJob(db, name, Math.max(1, Math.round(everyMs / 1000)), clock()), name);
      await runner.every(
        name,
        everyMs,
        async () => {
          await quietly(recordRunStarted(db, name, clock()), name);
          try {
            const result = await job();
            await quietly(recordRunFinished(db, name, clock(), null), name);
            return result;
          } catch (err) {
            await quietly(recordRunFinished(db, name, clock(), failureOf(err)), name);
            throw err;
          }
        },
        options,
      );
    },
    stop: () => runner.stop(),
  };
}

/** An error's code or class name: its message may quote a customer's details. */
function failureOf(err: unknown): string {
  if (err && typeof err === 'object') {
    const { code, name } = err as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && code) return code.slice(0, 80);
    if (typeof name === 'string' && name) return name.slice(0, 80);
  }
  return 'Error';
}
