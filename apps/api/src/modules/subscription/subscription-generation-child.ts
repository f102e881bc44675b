import { openDatabase } from '../../db/client.js';
import { generateDeliveries } from './subscription-generation.service.js';

/**
 * The generation job in a process of its own, as a second API process runs it: on DATABASE_URL at
 * the instant GENERATION_NOW (batches of GENERATION_BATCH households), printing its run as JSON (subscription-generation-processes.test.ts
 * starts two at once, and kills one halfway).
 */
const url = process.env.DATABASE_URL;
const now = process.env.GENERATION_NOW;
if (!url || !now) throw new Error('DATABASE_URL and GENERATION_NOW are needed');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
try {
  // As the API's job places them on PostgreSQL: several batches at once (SUBSCRIPTION_GENERATION_WORKERS),
  // of GENERATION_BATCH households each (the job's size if unset).
  const batch = process.env.GENERATION_BATCH ? Number(process.env.GENERATION_BATCH) : undefined;
  const run = await generateDeliveries(database.db, new Date(now), undefined, { workers: 4, batch });
  process.stdout.write(`${JSON.stringify(run)}\n`);
} finally {
  await database.close();
}
