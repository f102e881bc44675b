import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { dumpDatabase } from '../backup/dump.js';
import { writeManifest } from '../backup/manifest.js';
import { copyMedia } from '../backup/media-files.js';
import { databaseOptionsFromConfig, openDatabase } from '../client.js';

/**
 * `npm run db:backup [-- <folder>]`: the whole shop (every table and the uploaded media) into a
 * new folder, by default DATA_DIR/backups/<date-time>. The folder holds password hashes and the
 * shop's signing keys: keep it as private as the database.
 */
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const dir = path.resolve(process.argv[2] ?? path.join(config.DATA_DIR, 'backups', `farm-shop-${stamp}`));
if (fs.existsSync(dir) && fs.readdirSync(dir).length) {
  console.error(`${dir} is not empty; choose a new folder for the backup.`);
  process.exit(1);
}
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });

const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  const { migrations, tables } = await dumpDatabase(database.db, dir);
  const media = copyMedia(path.join(config.DATA_DIR, 'media'), path.join(dir, 'media'));
  writeManifest(dir, {
    format: 'farm-shop-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: database.kind,
    migrations,
    tables,
    media,
  });
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backed up ${rows} rows in ${tables.length} tables and ${media.files} media files to ${dir}`);
} finally {
  await database.close();
}
