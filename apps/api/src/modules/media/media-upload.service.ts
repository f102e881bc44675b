import { randomBytes } from 'node:crypto';
import type { Media } from '@farm/contract';
import { AppError, badRequest } from '../../lib/app-error.js';
import { insertMedia } from './media.repository.js';
import type { MediaDeps } from './media.service.js';
import { reencodeImage, unsupportedMedia } from './media-image.js';
import { isWellFormedVideo, SNIFF_BYTES, type Sniffed, sniff } from './media-sniff.js';

/** An uploaded file as the multipart parser hands it over; `truncated` = cut at the parser's limit. */
export type Upload = {
  fileName: string | undefined;
  file: AsyncIterable<Buffer> & { truncated?: boolean };
};

type StoredForm = {
  data: Buffer;
  ext: 'webp' | 'mp4' | 'webm';
  mimeType: string;
  width: number | null;
  height: number | null;
};

/**
 * Stores an image (re-encoded to WebP) or a video (as is, once its structure checks out) under a
 * generated name, and records it. The uploader's file name is kept as a label only.
 */
export async function uploadMedia(deps: MediaDeps, upload: Upload, uploadedBy: number): Promise<Media> {
  const { bytes, sniffed } = await readUpload(upload, deps);
  const stored = await storedFormOf(bytes, sniffed);
  const fileName = `${randomBytes(16).toString('hex')}.${stored.ext}`;
  await deps.storage.putFile(fileName, stored.data, stored.mimeType);
  try {
    return await insertMedia(deps.db, {
      fileName,
      originalName: cleanOriginalName(upload.fileName),
      mimeType: stored.mimeType,
      kind: sniffed.kind,
      byteSize: stored.data.length,
      width: stored.width,
      height: stored.height,
      uploadedBy,
    });
  } catch (err) {
    await deps.storage.deleteFile(fileName);
    throw err;
  }
}

/** Reads the upload, refusing it as soon as its first bytes or its size disqualify it. */
async function readUpload({ file }: Upload, { limits }: MediaDeps) {
  const limitOf = (s: Sniffed | undefined) =>
    s
      ? limits[s.kind === 'image' ? 'imageBytes' : 'videoBytes']
      : Math.max(limits.imageBytes, limits.videoBytes);
  const chunks: Buffer[] = [];
  let total = 0;
  let sniffed: Sniffed | undefined;
  for await (const chunk of file) {
    chunks.push(chunk);
    total += chunk.length;
    if (!sniffed && total >= SNIFF_BYTES) sniffed = await sniffOrRefuse(Buffer.concat(chunks));
    if (total > limitOf(sniffed)) throw tooLarge(sniffed?.kind ?? 'file', limitOf(sniffed));
  }
  // Cut off by the parser at the largest limit: too large whatever it is.
  if (file.truncated) throw tooLarge(sniffed?.kind ?? 'file', limitOf(sniffed));
  if (total === 0)
    throw badRequest('The file is empty', [
      { field: 'file', code: 'FILE_EMPTY', message: 'is empty' },
    ]).worded({}, 'FILE_EMPTY');
  const bytes = Buffer.concat(chunks, total);
  sniffed ??= await sniffOrRefuse(bytes);
  if (total > limitOf(sniffed)) throw tooLarge(sniffed.kind, limitOf(sniffed));
  return { bytes, sniffed };
}

async function storedFormOf(bytes: Buffer, sniffed: Sniffed): Promise<StoredForm> {
  if (sniffed.kind === 'image') {
    const image = await reencodeImage(bytes, sniffed.format);
    return { ...image, ext: 'webp', mimeType: 'image/webp' };
  }
  if (!isWellFormedVideo(sniffed.format, bytes)) throw unsupportedMedia();
  return {
    data: bytes,
    ext: sniffed.format,
    mimeType: `video/${sniffed.format}`,
    width: null,
    height: null,
  };
}

async function sniffOrRefuse(head: Buffer): Promise<Sniffed> {
  const sniffed = await sniff(head);
  if (!sniffed) throw unsupportedMedia();
  return sniffed;
}

function tooLarge(what: 'image' | 'video' | 'file', limit: number) {
  const mb = Math.round((limit / (1024 * 1024)) * 10) / 10;
  return new AppError(413, 'FILE_TOO_LARGE', `The ${what} is larger than the limit of ${mb} MB`).worded(
    { what, mb },
    'FILE_LARGER_THAN_LIMIT',
  );
}

/** A label, not a path: no folders, control or direction-override characters; at most 200 chars. */
export function cleanOriginalName(name: string | undefined): string | null {
  if (!name) return null;
  const cleaned = name
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || null;
}
