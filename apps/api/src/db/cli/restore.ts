import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { loadDatabase } from '../backup/load.js';
import { readManifest } from '../backup/manifest.js';
import { copyMedia } from '../backup/media-files.js';
import { databaseOptionsFromConfig, openDatabase } from '../client.js';
import { migrateDatabase } from '../migrate.js';

/**
 * `npm run db:restore -- <folder> [--replace]`: a backup into DATA_DIR / DATABASE_URL (either
 * kind, whichever the backup came from). The database is migrated, then loaded in one
 * transaction; it must be empty unless --replace. Stop the shop first.
 */
const args = process.argv.slice(2);
const replace = args.includes('--replace');
const folder = args.find((a) => !a.startsWith('--'));
if (!folder) {
  console.error('Usage: npm run db:restore -- <backup folder> [--replace]');
  process.exit(1);
}
const dir = path.resolve(folder);
const manifest = readManifest(dir);
const config = loadConfig();

const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await migrateDatabase(database);
  await loadDatabase(database.db, dir, manifest, { replace });
} catch (err) {
  console.error(`Nothing was restored: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
if (!process.exitCode) {
  const media = path.join(config.DATA_DIR, 'media');
  if (replace) fs.rmSync(media, { recursive: true, force: true });
  const copied = copyMedia(path.join(dir, 'media'), media);
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Restored ${rows} rows in ${manifest.tables.length} tables and ${copied.files} media files from ${dir}`,
  );
}
