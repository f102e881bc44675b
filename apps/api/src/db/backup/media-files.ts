import fs from 'node:fs';
import path from 'node:path';

/**
 * Uploaded media: copied file by file (the resized copies under `cache/` are left out: they are
 * made again on demand). Answers how many files and bytes were copied.
 */
export function copyMedia(from: string, to: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(from)) return { files, bytes };
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    fs.copyFileSync(path.join(from, entry.name), path.join(to, entry.name));
    files += 1;
    bytes += fs.statSync(path.join(to, entry.name)).size;
  }
  return { files, bytes };
}
