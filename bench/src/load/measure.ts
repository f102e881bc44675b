import type { ApiProcess } from '../api/process.js';
import type { Options } from '../options.js';
import { drive } from './drive.js';
import type { LoadJob, LoadResult } from './types.js';

/** What a caller may set for one load; the rest comes from the run's options. */
export type MeasuredJob = Pick<LoadJob, 'requests'> & Partial<Pick<LoadJob, 'warmup' | 'amount'>>;

/**
 * Drives one load against the running API from the load process, and answers its figures (with
 * the API's CPU time per measured request) and the API's peak resident memory meanwhile (sampled here, since the load process cannot see the API's).
 * `warmup` and `amount` override the run's: a load whose requests must each be sent once (webhooks)
 * sets both.
 */
export async function measureLoad(
  api: ApiProcess,
  job: MeasuredJob,
  options: Options,
): Promise<{ result: LoadResult; rssMb: number }> {
  let rssMb = api.rssMb();
  const sampler = setInterval(() => {
    rssMb = Math.max(rssMb, api.rssMb());
  }, 200);
  try {
    const result = await drive(
      {
        url: api.url,
        connections: options.connections,
        warmup: job.warmup ?? options.warmup,
        duration: options.duration,
        ...(options.smoke ? { amount: options.connections * 3 } : {}),
        ...(job.amount ? { amount: job.amount } : {}),
        requests: job.requests,
      },
      api,
    );
    return { result, rssMb };
  } finally {
    clearInterval(sampler);
  }
}
