import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { MEDIA_FILE_NAME_PATTERN, type MediaFileQuery } from '@farm/contract';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { ByteRange, FileStorage, StoredFile } from '../../plugins/storage.js';
import { variantFolderOf } from './media.service.js';
import type { EncodeRunner } from './media-encodes.js';
import { resizeImage } from './media-image.js';

const CONTENT_TYPES = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' } as const;

/**
 * Every served file: never sniffed into something else, never run as a page (an SVG or HTML
 * that slipped through would be inert), cached for good since a name never changes content.
 */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
};

/** What the route sends: a status, headers and, unless 304, the bytes. */
export type MediaReply = {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  body?: Readable;
};

/** The request headers that shape the answer. */
export type MediaConditions = { ifNoneMatch?: string; range?: string; ifRange?: string };

/**
 * A stored file by its generated name, or (`?w=&q=`) a narrower WebP of a picture, made once and
 * kept beside it. The name is checked against the generated pattern before storage sees it. Only
 * a copy not made yet costs an encode, and that goes through `encode` (counted per client, see
 * media-encodes.ts); so a picture has at most widths × qualities copies, each encoded once.
 */
export async function serveMedia(
  storage: FileStorage,
  name: string,
  query: MediaFileQuery,
  conditions: MediaConditions,
  encode: EncodeRunner,
): Promise<MediaReply> {
  const match = MEDIA_FILE_NAME_PATTERN.exec(name);
  const ext = match?.[1] as keyof typeof CONTENT_TYPES | undefined;
  if (!ext) throw notFound('File');
  const id = name.slice(0, name.indexOf('.'));

  if (query.w === undefined) {
    const file = await storage.getFile(name);
    if (!file) throw notFound('File');
    return reply(file, `"${id}"`, CONTENT_TYPES[ext], conditions);
  }
  if (ext !== 'webp') {
    throw badRequest('Only pictures can be resized', [
      { field: 'w', code: 'ONLY_PICTURES_RESIZE', message: 'only pictures can be resized' },
    ]).worded({}, 'ONLY_PICTURES_CAN_RESIZED');
  }
  const etag = `"${id}-${query.w}-${query.q}"`;
  const variantName = `${variantFolderOf(name)}/${query.w}-${query.q}.webp`;
  let variant = await storage.getFile(variantName);
  if (!variant) {
    const original = await storage.getFile(name);
    if (!original) throw notFound('File');
    if (matchesEtag(conditions.ifNoneMatch, etag)) return notModified(etag, 'image/webp');
    const { w, q } = query;
    await encode(variantName, async () => {
      // Made meanwhile by a request that was a step ahead of this one: nothing to do.
      if (await storage.getFile(variantName)) return;
      const resized = await resizeImage(await buffer(original.open()), w, q);
      await storage.putFile(variantName, resized, 'image/webp');
    });
    variant = await storage.getFile(variantName);
    if (!variant) throw new Error('resized picture vanished');
  }
  return reply(variant, etag, 'image/webp', conditions);
}

function reply(file: StoredFile, etag: string, contentType: string, conditions: MediaConditions): MediaReply {
  if (matchesEtag(conditions.ifNoneMatch, etag)) return notModified(etag, contentType);
  const headers = { ...FILE_HEADERS, etag, 'content-type': contentType, 'accept-ranges': 'bytes' };
  // If-Range: the client's partial copy is of another version, so it gets the whole file.
  const wantsRange = conditions.range && (!conditions.ifRange || conditions.ifRange === etag);
  const range = wantsRange ? rangeOf(conditions.range ?? '', file.size) : undefined;
  if (!range) {
    return { status: 200, headers: { ...headers, 'content-length': String(file.size) }, body: file.open() };
  }
  return {
    status: 206,
    headers: {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
      'content-length': String(range.end - range.start + 1),
    },
    body: file.open(range),
  };
}

function notModified(etag: string, contentType: string): MediaReply {
  return { status: 304, headers: { ...FILE_HEADERS, etag, 'content-type': contentType } };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

/**
 * One `bytes=` range (what browsers send to seek in a video). Several ranges or a malformed
 * header are ignored (the whole file is sent), as HTTP allows; a range past the end is a 416.
 */
function rangeOf(header: string, size: number): ByteRange | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) throw rangeNotSatisfiable();
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return undefined;
    if (start >= size) throw rangeNotSatisfiable();
  }
  return { start, end };
}

const rangeNotSatisfiable = () =>
  new AppError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is outside the file').worded(
    {},
    'REQUESTED_RANGE_OUTSIDE_FILE',
  );
