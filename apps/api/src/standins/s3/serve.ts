import { startS3Standin } from './standin.js';

/**
 * The stand-in on its own, for a shop started by hand or the several-machines test:
 * `S3_STANDIN_PORT=9550 S3_BUCKET=farm-media S3_ACCESS_KEY_ID=demo npx tsx apps/api/src/standins/s3/serve.ts`.
 * Objects live in its memory until it stops.
 */
const standin = await startS3Standin({
  buckets: [process.env.S3_BUCKET ?? 'farm-media'],
  accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'standin-key',
  port: Number(process.env.S3_STANDIN_PORT ?? 9000),
});
console.log(`S3 stand-in at ${standin.endpoint} (path-style)`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void standin.close());
