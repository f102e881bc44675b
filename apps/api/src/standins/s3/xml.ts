import type { StoredObject } from './objects.js';

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
const NS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** S3's error document: `<Error><Code>NoSuchKey</Code>…`, which the SDK turns into a named error. */
export function errorXml(code: string, message: string, resource: string): string {
  return `${HEAD}<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><Resource>${escapeXml(resource)}</Resource><RequestId>standin</RequestId></Error>`;
}

export type ListPage = {
  bucket: string;
  prefix: string;
  maxKeys: number;
  page: { key: string; object: StoredObject }[];
  truncated: boolean;
  nextToken?: string | undefined;
  continuationToken?: string | undefined;
};

/** ListObjectsV2's answer. */
export function listXml(list: ListPage): string {
  const contents = list.page
    .map(
      ({ key, object }) =>
        `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${escapeXml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    )
    .join('');
  return (
    `${HEAD}<ListBucketResult xmlns="${NS}"><Name>${escapeXml(list.bucket)}</Name><Prefix>${escapeXml(list.prefix)}</Prefix>` +
    `<KeyCount>${list.page.length}</KeyCount><MaxKeys>${list.maxKeys}</MaxKeys><IsTruncated>${list.truncated}</IsTruncated>` +
    (list.continuationToken
      ? `<ContinuationToken>${escapeXml(list.continuationToken)}</ContinuationToken>`
      : '') +
    (list.nextToken ? `<NextContinuationToken>${escapeXml(list.nextToken)}</NextContinuationToken>` : '') +
    `${contents}</ListBucketResult>`
  );
}
