import { createHash } from 'node:crypto';

/** An object as the stand-in keeps it: in memory, for the life of the stand-in. */
export type StoredObject = { body: Buffer; contentType: string; etag: string; lastModified: Date };

/** The buckets and their objects, keys kept in S3's order (by their UTF-8 bytes). */
export class Buckets {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();

  constructor(names: readonly string[]) {
    for (const name of names) this.create(name);
  }

  create(name: string) {
    if (!this.buckets.has(name)) this.buckets.set(name, new Map());
  }

  bucket(name: string): Map<string, StoredObject> | undefined {
    return this.buckets.get(name);
  }

  put(bucket: Map<string, StoredObject>, key: string, body: Buffer, contentType: string): StoredObject {
    const object = {
      body,
      contentType,
      etag: `"${createHash('md5').update(body).digest('hex')}"`,
      lastModified: new Date(),
    };
    bucket.set(key, object);
    return object;
  }

  /** ListObjectsV2: keys under `prefix` after `after`, at most `max`, and whether more follow. */
  list(bucket: Map<string, StoredObject>, prefix: string, after: string, max: number) {
    const keys = [...bucket.keys()]
      .filter((k) => k.startsWith(prefix) && Buffer.compare(Buffer.from(k), Buffer.from(after)) > 0)
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const page = keys.slice(0, max);
    return {
      page: page.map((key) => ({ key, object: bucket.get(key) as StoredObject })),
      truncated: keys.length > max,
    };
  }
}
