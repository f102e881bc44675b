import { loadConfig } from '../../config.js';
import { copyStoredFiles } from '../../plugins/storage-copy.js';
import { localMediaStorage, s3MediaStorage } from '../../plugins/storage-plugin.js';

/**
 * `npm run media:migrate -- --to s3`: copies the uploaded media under DATA_DIR/media into the
 * bucket the S3_* settings name; `--to local` copies the bucket's back. Run it again after an
 * interruption: it copies only what is missing, and says how much it copied (decision 0055).
 * Then set (or unset) S3_BUCKET and restart the shop.
 */
const to = process.argv[process.argv.indexOf('--to') + 1];
if (!process.argv.includes('--to') || (to !== 's3' && to !== 'local')) {
  console.error('Say where to copy the media: npm run media:migrate -- --to s3 (or --to local)');
  process.exit(1);
}
const config = loadConfig();
// The storage says why the bucket did not answer (the error's name and status, never a key).
const bucket = s3MediaStorage(config, {
  warn: (details, message) => console.error(message, details),
  info: (message) => console.log(message),
});
if (!bucket) {
  console.error('S3_BUCKET is not set: name the bucket (and S3_ENDPOINT, keys) to copy media to or from.');
  process.exit(1);
}
const local = localMediaStorage(config);
const [from, into] = to === 's3' ? [local, bucket] : [bucket, local];
try {
  console.log(`Copying media from ${from.description} to ${into.description}…`);
  const report = await copyStoredFiles(from, into);
  const mb = (report.copiedBytes / (1024 * 1024)).toFixed(1);
  console.log(`Copied ${report.copied} files (${mb} MB); ${report.alreadyThere} were already there.`);
} catch (err) {
  console.error(`Stopped: ${(err as Error).message}. Run it again to go on where it stopped.`);
  process.exitCode = 1;
} finally {
  await bucket.close();
}
