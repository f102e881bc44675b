import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { Buckets, type StoredObject } from './objects.js';
import { errorXml, listXml } from './xml.js';

export type S3StandinOptions = {
  /** Buckets that exist from the start. */
  buckets: readonly string[];
  /** The access key id every request must be signed with (signatures themselves are not checked). */
  accessKeyId: string;
  /** A fixed port (a demo, the two-machine test); any free one by default. */
  port?: number;
};

export type S3StandinControls = {
  /** Keys of the bucket's objects under `prefix`, in S3's order. */
  keys(bucket: string, prefix?: string): string[];
  /** One object, or undefined. */
  object(bucket: string, key: string): StoredObject | undefined;
  /** Every request is answered 503 ServiceUnavailable (a bucket that is down) until `up()`. */
  down(): void;
  up(): void;
  /** How many requests reached the stand-in, by method (`PUT`, `GET`…). */
  requests(): Record<string, number>;
};

export type StartedS3Standin = S3StandinControls & {
  /** The endpoint (`S3_ENDPOINT`), path-style: `http://127.0.0.1:<port>`. */
  endpoint: string;
  close(): Promise<void>;
};

/**
 * A local S3-compatible service, path-style only (`/<bucket>/<key>`): PutObject, GetObject (with a
 * byte range), HeadObject, DeleteObject, HeadBucket, CreateBucket and ListObjectsV2, with S3's XML
 * errors. Objects live in memory. It speaks what the shop's storage (plugins/storage-s3.ts) sends
 * and refuses other access keys; it does not check signatures, versions, ACLs or multipart uploads.
 */
export async function startS3Standin(options: S3StandinOptions): Promise<StartedS3Standin> {
  const buckets = new Buckets(options.buckets);
  const counts: Record<string, number> = {};
  let isDown = false;

  const server = createServer((req, res) => {
    counts[req.method ?? '?'] = (counts[req.method ?? '?'] ?? 0) + 1;
    handle(req, res).catch((err: Error) => fail(res, 500, 'InternalError', err.message, req.url ?? ''));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://standin');
    const [bucketName = '', ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const resource = url.pathname;
    const body = await buffer(req);
    if (isDown) return fail(res, 503, 'ServiceUnavailable', 'Please reduce your request rate.', resource);
    if (!signedWith(req, options.accessKeyId)) {
      return fail(
        res,
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist.',
        resource,
      );
    }
    if (!key && req.method === 'PUT') {
      buckets.create(bucketName);
      return send(res, 200, {});
    }
    const bucket = buckets.bucket(bucketName);
    if (!bucket) return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', resource);
    if (!key) {
      if (req.method === 'HEAD') return send(res, 200, {});
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2')
        return list(res, bucketName, bucket, url);
      return fail(res, 501, 'NotImplemented', 'Only ListObjectsV2 is supported on a bucket', resource);
    }
    if (req.method === 'PUT') {
      if (String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')) {
        return fail(res, 501, 'NotImplemented', 'Chunked uploads are not supported', resource);
      }
      const type = String(req.headers['content-type'] ?? 'binary/octet-stream');
      const object = buckets.put(bucket, key, body, type);
      return send(res, 200, { etag: object.etag });
    }
    if (req.method === 'DELETE') {
      bucket.delete(key);
      return send(res, 204, {});
    }
    const object = bucket.get(key);
    if (!object) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.', resource);
    if (req.method === 'HEAD' || req.method === 'GET') return serve(req, res, object);
    return fail(res, 405, 'MethodNotAllowed', 'The specified method is not allowed', resource);
  }

  function list(res: ServerResponse, name: string, bucket: Map<string, StoredObject>, url: URL) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const token = url.searchParams.get('continuation-token') ?? undefined;
    const after = token
      ? Buffer.from(token, 'base64url').toString()
      : (url.searchParams.get('start-after') ?? '');
    const maxKeys = Math.min(Number(url.searchParams.get('max-keys') ?? 1000) || 1000, 1000);
    const { page, truncated } = buckets.list(bucket, prefix, after, maxKeys);
    const last = page.at(-1)?.key;
    const nextToken = truncated && last ? Buffer.from(last).toString('base64url') : undefined;
    const xml = listXml({
      bucket: name,
      prefix,
      maxKeys,
      page,
      truncated,
      nextToken,
      continuationToken: token,
    });
    send(res, 200, { 'content-type': 'application/xml' }, xml);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    keys: (bucket, prefix = '') =>
      buckets
        .list(buckets.bucket(bucket) ?? new Map(), prefix, '', Number.MAX_SAFE_INTEGER)
        .page.map((o) => o.key),
    object: (bucket, key) => buckets.bucket(bucket)?.get(key),
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
    },
    requests: () => ({ ...counts }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The SigV4 `Authorization` header names the access key: `Credential=<id>/<date>/…`. */
function signedWith(req: IncomingMessage, accessKeyId: string): boolean {
  return String(req.headers.authorization ?? '').includes(`Credential=${accessKeyId}/`);
}

function serve(req: IncomingMessage, res: ServerResponse, object: StoredObject) {
  const size = object.body.length;
  const headers = {
    'content-type': object.contentType,
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'accept-ranges': 'bytes',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (!range || (range[1] === '' && range[2] === '')) {
    return send(
      res,
      200,
      { ...headers, 'content-length': String(size) },
      req.method === 'GET' ? object.body : '',
    );
  }
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (start >= size || end < start) {
    return fail(res, 416, 'InvalidRange', 'The requested range is not satisfiable', req.url ?? '');
  }
  const part = object.body.subarray(start, end + 1);
  send(
    res,
    206,
    { ...headers, 'content-length': String(part.length), 'content-range': `bytes ${start}-${end}/${size}` },
    req.method === 'GET' ? part : '',
  );
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer | string = '',
) {
  res.writeHead(status, { 'x-amz-request-id': 'standin', ...headers });
  res.end(body);
}

function fail(res: ServerResponse, status: number, code: string, message: string, resource: string) {
  const xml = errorXml(code, message, resource);
  res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': 'standin' });
  res.end(res.req.method === 'HEAD' ? '' : xml);
}
