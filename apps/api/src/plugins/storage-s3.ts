import { PassThrough, pipeline, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { AppError } from '../lib/app-error.js';
import {
  type FileStorage,
  type StoredFileEntry,
  segmentsOfStorageName,
  storageUnavailable,
} from './storage.js';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…): the S3_* settings. */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Another service than AWS: `https://minio.farm.lan:9000`. */
  endpoint?: string | undefined;
  /** Both or neither: without them the SDK's own chain (an instance role, AWS_* variables). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: MinIO and most stand-ins. */
  forcePathStyle: boolean;
};

type Log = { warn(obj: object, msg: string): void; info(msg: string): void };

/** Answers within these, or the storage counts as unreachable: a picture request must not hang. */
const CONNECT_TIMEOUT_MS = 3000;
const IDLE_TIMEOUT_MS = 15_000;

/**
 * Files as objects of one bucket, under the same names as on disk. The client never logs and is
 * never handed to a logger, so the secret key stays in memory (decision 0055). Every failure to
 * reach or use the bucket (refused connection, timeout, 5xx, a wrong key, a missing bucket) becomes
 * `storageUnavailable()`; the reason is logged once per outage, for the operator.
 */
export function s3Storage(settings: S3Settings, log?: Log): FileStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    maxAttempts: 2,
    // Checksums only where S3 requires them: S3-compatible services differ in the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: IDLE_TIMEOUT_MS },
  });
  let healthy = true;

  /** A failure the caller cannot mend: logged once per outage, answered as 503 STORAGE_UNAVAILABLE. */
  function unavailable(err: unknown): AppError {
    if (err instanceof AppError) return err;
    if (healthy) log?.warn({ reason: reasonOf(err) }, `media storage unavailable (${description})`);
    healthy = false;
    return storageUnavailable();
  }
  function reachable() {
    if (!healthy) log?.info(`media storage reachable again (${description})`);
    healthy = true;
  }
  async function send<T>(call: () => Promise<T>): Promise<T> {
    try {
      const answer = await call();
      reachable();
      return answer;
    } catch (err) {
      throw unavailable(err);
    }
  }
  const keyOf = (name: string) => segmentsOfStorageName(name).join('/');
  const description = `S3 bucket ${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;

  return {
    description,

    async putFile(name, data, contentType) {
      const Key = keyOf(name);
      await send(() =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentType: contentType })),
      );
    },

    async getFile(name) {
      const Key = keyOf(name);
      let size: number;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        reachable();
        size = head.ContentLength ?? 0;
      } catch (err) {
        if (isMissingObject(err)) {
          reachable();
          return undefined;
        }
        throw unavailable(err);
      }
      return {
        size,
        // Opened only when the bytes are wanted (not for a 304); a failure before the first byte
        // reaches the error handler as the stream's error, so the client still gets a 503.
        open(range) {
          const out = new PassThrough();
          const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
          send(() => client.send(new GetObjectCommand({ Bucket: bucket, Key, Range }))).then(
            (object) => pipeline(object.Body as Readable, out, () => {}),
            (err: Error) => out.destroy(err),
          );
          return out;
        },
      };
    },

    async deleteFile(name) {
      const Key = keyOf(name);
      await send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },

    async deleteFolder(folder) {
      // At most the 16 resized copies of a picture: one DeleteObject each, which every S3-compatible
      // service takes (DeleteObjects wants a Content-MD5 some of them compute differently).
      const keys: string[] = [];
      for await (const file of listUnder(`${keyOf(folder)}/`)) keys.push(file.name);
      await Promise.all(
        keys.map((Key) => send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })))),
      );
    },

    listFiles: () => listUnder(undefined),

    async checkHealth() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(CONNECT_TIMEOUT_MS),
        });
        reachable();
        return { ok: true };
      } catch (err) {
        unavailable(err);
        return { ok: false, reason: reasonOf(err) };
      }
    },

    async close() {
      client.destroy();
    },
  };

  async function* listUnder(prefix: string | undefined): AsyncIterable<StoredFileEntry> {
    try {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { name: object.Key, size: object.Size ?? 0 };
        }
      }
      reachable();
    } catch (err) {
      throw unavailable(err);
    }
  }
}

function isMissingObject(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** What went wrong, for the operator: the error's name and status, never the request (it is signed). */
function reasonOf(err: unknown): string {
  const e = err as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = e.$metadata?.httpStatusCode;
  return [e.name, e.code, status ? `HTTP ${status}` : undefined, e.message].filter(Boolean).join(': ');
}
