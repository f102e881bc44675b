import type { Readable } from 'node:stream';
import { AppError } from '../lib/app-error.js';

/** A byte range, both ends inclusive (as in HTTP `Range: bytes=start-end`). */
export type ByteRange = { start: number; end: number };

export type StoredFile = {
  /** Size of the whole file in bytes. */
  size: number;
  /** Opens the file, or a part of it. */
  open(range?: ByteRange): Readable;
};

/** A stored file's name and size, as `listFiles` answers them. */
export type StoredFileEntry = { name: string; size: number };

/** What readiness reports of the storage (issue 35): reachable, or why not (never a secret). */
export type StorageHealth = { ok: true } | { ok: false; reason: string };

/**
 * Where uploaded files live. Names are relative paths chosen by the server (`abc.webp`,
 * `cache/abc.webp/64-75.webp`); implementations refuse anything else. The local disk is the
 * default (storage-local.ts), an S3-compatible bucket the other (storage-s3.ts, decision 0055).
 * A storage that cannot be reached throws `storageUnavailable()`: a 503 with a code, never a 500.
 */
export interface FileStorage {
  /** `local disk /srv/data/media` or `S3 bucket farm-media at https://…`: for logs, never a secret. */
  readonly description: string;
  putFile(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under that name. */
  getFile(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing file is not an error. */
  deleteFile(name: string): Promise<void>;
  /** Removes every file under `folder/`; a missing folder is not an error. */
  deleteFolder(folder: string): Promise<void>;
  /** Every stored file, in no particular order (`npm run media:migrate`). */
  listFiles(): AsyncIterable<StoredFileEntry>;
  /** Whether the storage answers now; for the readiness check a load balancer asks (issue 35). */
  checkHealth(): Promise<StorageHealth>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/** The storage did not answer, or refused: the client may try again later; staff see the log. */
export const storageUnavailable = () =>
  new AppError(503, 'STORAGE_UNAVAILABLE', 'The picture storage cannot be reached just now').worded(
    {},
    'STORAGE_UNAVAILABLE_TRY_AGAIN',
  );

const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/;

/** Server-chosen names only: lower-case segments, no `..`, no absolute paths. Answers the segments. */
export function segmentsOfStorageName(name: string): string[] {
  const segments = name.split('/');
  if (!segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) {
    throw new Error(`unsafe storage name: ${JSON.stringify(name)}`);
  }
  return segments;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The type a stored file is served as, from the extension the server gave it. */
export function contentTypeOfStorageName(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
