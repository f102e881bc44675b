import type { ApiProcess } from '../api/process.js';
import type { Options } from '../options.js';
import { type CpuWatch, drive } from './drive.js';
import type { LoadJob, LoadResult } from './types.js';

/** What a caller may set for one load; the rest comes from the run's options. */
export type MeasuredJob = Pick<LoadJob, 'requests'> & Partial<Pick<LoadJob, 'warmup' | 'amount'>>;

/**
 * What the load is sent to: one API, or several (`urls`: process groups, as machines behind a load
 * balancer) whose CPU and memory the caller sums up.
 */
export type LoadTarget = Pick<ApiProcess, 'url' | 'cpuMs' | 'rssMb'> & { urls?: string[] };

/**
 * Drives one load against the running API from the load process, and answers its figures (with
 * the API's CPU time per measured request) and the API's peak resident memory meanwhile (sampled here, since the load process cannot see the API's).
 * `warmup` and `amount` override the run's: a load whose requests must each be sent once (webhooks)
 * sets both. `watches`: other processes whose CPU over the measured part the result names.
 */
export async function measureLoad(
  api: LoadTarget,
  job: MeasuredJob,
  options: Options,
  watches?: Record<string, CpuWatch>,
): Promise<{ result: LoadResult; rssMb: number }> {
  let rssMb = api.rssMb();
  const sampler = setInterval(() => {
    rssMb = Math.max(rssMb, api.rssMb());
  }, 200);
  try {
    const result = await drive(
      {
        url: api.url,
        ...(api.urls ? { urls: api.urls } : {}),
        connections: options.connections,
        warmup: job.warmup ?? options.warmup,
        duration: options.duration,
        ...(options.smoke ? { amount: options.connections * 3 } : {}),
        ...(job.amount ? { amount: job.amount } : {}),
        requests: job.requests,
      },
      api,
      watches,
    );
    return { result, rssMb };
  } finally {
    clearInterval(sampler);
  }
}
