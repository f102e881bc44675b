import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in HTTP `Range: bytes=start-end`). */
export type ByteRange = { start: number; end: number };

export type StoredFile = {
  /** Size of the whole file in bytes. */
  size: number;
  /** Opens the file, or a part of it. */
  open(range?: ByteRange): Readable;
};

/**
 * Where uploaded files live. Names are relative paths chosen by the server (`abc.webp`,
 * `cache/abc.webp/64-75.webp`); implementations refuse anything else. The local disk is the
 * default; an S3-compatible implementation can follow the same four calls.
 */
export interface FileStorage {
  putFile(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under that name. */
  getFile(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing file is not an error. */
  deleteFile(name: string): Promise<void>;
  /** Removes every file under `folder/`; a missing folder is not an error. */
  deleteFolder(folder: string): Promise<void>;
}

const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/;

/** Files under `root` on the local disk. */
export function localDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  /** Server-chosen names only: no `..`, no absolute paths, nothing outside `base`. */
  function pathOf(name: string): string {
    const segments = name.split('/');
    if (!segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) {
      throw new Error(`unsafe storage name: ${JSON.stringify(name)}`);
    }
    const full = path.join(base, ...segments);
    if (!full.startsWith(base + path.sep)) throw new Error('storage name escapes the root');
    return full;
  }

  return {
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
  };
}
