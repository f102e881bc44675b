import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, type StoredFileEntry, segmentsOfStorageName } from './storage.js';

/** Files under `root` on the local disk: the default, for a shop on one machine. */
export function localDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function pathOf(name: string): string {
    const full = path.join(base, ...segmentsOfStorageName(name));
    if (!full.startsWith(base + path.sep)) throw new Error('storage name escapes the root');
    return full;
  }

  return {
    description: `local disk ${base}`,

    async putFile(name, data) {
      const target = pathOf(name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so that a reader never sees half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, data, { flag: 'wx' });
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },

    async getFile(name) {
      const file = pathOf(name);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return undefined;
        return {
          size: stat.size,
          open: (range) => createReadStream(file, range ?? {}),
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },

    async deleteFile(name) {
      await fs.rm(pathOf(name), { force: true });
    },

    async deleteFolder(folder) {
      await fs.rm(pathOf(folder), { recursive: true, force: true });
    },

    listFiles: () => filesUnder(base),

    async checkHealth() {
      try {
        await fs.mkdir(base, { recursive: true });
        await fs.access(base, constants.R_OK | constants.W_OK);
        return { ok: true };
      } catch (err) {
        return { ok: false, reason: (err as NodeJS.ErrnoException).code ?? 'unreadable' };
      }
    },

    async close() {},
  };
}

/** Every finished file under `base` (half-written `.tmp` files are not files yet). */
async function* filesUnder(base: string): AsyncIterable<StoredFileEntry> {
  let entries: string[];
  try {
    entries = await fs.readdir(base, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    if (entry.endsWith('.tmp')) continue;
    const stat = await fs.stat(path.join(base, entry));
    if (stat.isFile()) yield { name: entry.split(path.sep).join('/'), size: stat.size };
  }
}
