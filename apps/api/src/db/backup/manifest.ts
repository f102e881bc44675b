import fs from 'node:fs';
import path from 'node:path';

/** What a backup folder holds, written last: a folder without it is not a finished backup. */
export type BackupManifest = {
  format: 'farm-shop-backup';
  version: 1;
  createdAt: string;
  /** Where it was taken from; a backup restores into either kind. */
  database: 'pglite' | 'postgres';
  /** Migrations the source had applied: a restore needs code that knows at least these. */
  migrations: { count: number; newest: number | null };
  tables: { name: string; rows: number }[];
  media: { files: number; bytes: number };
};

export const MANIFEST = 'manifest.json';

export function writeManifest(dir: string, manifest: BackupManifest) {
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a finished backup: it has no ${MANIFEST}`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== 'farm-shop-backup' || manifest.version !== 1) {
    throw new Error(`${file} is not a farm shop backup this version can read`);
  }
  return manifest as BackupManifest;
}

export const tableFile = (dir: string, table: string) => path.join(dir, 'tables', `${table}.jsonl.gz`);
