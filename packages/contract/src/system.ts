import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * A timed job as admin → System shows it (issue 35.2). `late`: it has not started for more than two
 * periods and a minute, so no process or machine is running it. `lastFailure` is an error's code.
 */
export const systemJobSchema = z.object({
  name: z.string(),
  everySeconds: z.number().int(),
  lastStartedAt: timestampSchema.nullable(),
  lastSucceededAt: timestampSchema.nullable(),
  nextRunAt: timestampSchema,
  running: z.boolean(),
  failuresInARow: z.number().int(),
  lastFailure: z.string().nullable(),
  late: z.boolean(),
});
export type SystemJob = z.infer<typeof systemJobSchema>;

/** What waits for the jobs: customer messages not yet sent, online payments and refunds open. */
export const systemBacklogSchema = z.object({
  messagesWaiting: z.number().int(),
  oldestMessageSeconds: z.number().int(),
  paymentsWaiting: z.number().int(),
  refundsWaiting: z.number().int(),
});

export const systemJobsSchema = z.object({
  jobs: z.array(systemJobSchema),
  backlog: systemBacklogSchema,
});
export type SystemJobs = z.infer<typeof systemJobsSchema>;
