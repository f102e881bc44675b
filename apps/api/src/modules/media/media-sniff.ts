import { fileTypeFromBuffer } from 'file-type';

/**
 * What an upload is, judged by its bytes only: the file name and the declared content type are
 * the uploader's claims and are never consulted.
 */
export type SniffedImage = { kind: 'image'; format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' };
export type SniffedVideo = { kind: 'video'; format: 'mp4' | 'webm' };
export type Sniffed = SniffedImage | SniffedVideo;

/** How many leading bytes `sniff` wants to see (fewer is fine for a smaller file). */
export const SNIFF_BYTES = 4096;

/** file-type's answers that are one of ours; ISO base media (`ftyp`) files are judged by their brands. */
const FORMATS: Partial<Record<string, Sniffed>> = {
  jpg: { kind: 'image', format: 'jpeg' },
  png: { kind: 'image', format: 'png' },
  // An animated PNG is a PNG to sharp (it keeps the first frame).
  apng: { kind: 'image', format: 'png' },
  gif: { kind: 'image', format: 'gif' },
  webp: { kind: 'image', format: 'webp' },
  webm: { kind: 'video', format: 'webm' },
};

const AVIF_BRANDS = new Set(['avif', 'avis']);
/** ISO base media brands browsers play as video/mp4 (not QuickTime `qt  `, not HEIC stills). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'M4VH',
  'M4VP',
]);

/**
 * The format, from the magic numbers (file-type). An ISO base media file is an AVIF picture or an
 * MP4 video by any of its brands, major or compatible (file-type names it by the major brand
 * only: an AVIF whose major brand is `mif1` would be HEIC, an unknown brand MP4).
 */
export async function sniff(head: Buffer): Promise<Sniffed | undefined> {
  const type = await fileTypeFromBuffer(head);
  if (!type) return undefined;
  return (
    FORMATS[type.ext] ?? (head.toString('latin1', 4, 8) === 'ftyp' ? isoBaseMediaFormat(head) : undefined)
  );
}

function isoBaseMediaFormat(head: Buffer): Sniffed | undefined {
  const brands = ftypBrands(head);
  if (brands.some((b) => AVIF_BRANDS.has(b))) return { kind: 'image', format: 'avif' };
  if (brands.some((b) => MP4_BRANDS.has(b))) return { kind: 'video', format: 'mp4' };
  return undefined;
}

/**
 * A video is stored as uploaded, so it must at least be shaped like one: a polyglot that starts
 * with a video header and then carries a web page is refused here.
 */
export function isWellFormedVideo(format: SniffedVideo['format'], file: Buffer): boolean {
  return format === 'mp4' ? isWellFormedMp4(file) : isWellFormedWebm(file);
}

/** Major and compatible brands of the leading `ftyp` box. */
function ftypBrands(head: Buffer): string[] {
  if (head.length < 16) return [];
  const end = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(head.toString('latin1', at, at + 4));
  return brands;
}

/** Top-level boxes must tile the whole file, start with `ftyp` and include `moov`. */
function isWellFormedMp4(file: Buffer): boolean {
  const types: string[] = [];
  let at = 0;
  while (at < file.length) {
    if (at + 8 > file.length) return false;
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    let header = 8;
    if (size === 1) {
      if (at + 16 > file.length) return false;
      size = Number(file.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = file.length - at;
    }
    if (size < header || at + size > file.length) return false;
    types.push(type);
    at += size;
  }
  return types[0] === 'ftyp' && types.includes('moov');
}

const EBML_HEADER = 0x1a45dfa3;
const EBML_DOCTYPE = 0x4282;
const MATROSKA_SEGMENT = 0x18538067;

/** An EBML header whose DocType is `webm`, followed by a Segment that fits in the file. */
function isWellFormedWebm(file: Buffer): boolean {
  const header = readElement(file, 0);
  if (!header || header.id !== EBML_HEADER || header.size === undefined) return false;
  const headerEnd = header.dataStart + header.size;
  if (headerEnd > file.length) return false;
  let docType: string | undefined;
  for (let at = header.dataStart; at < headerEnd; ) {
    const child = readElement(file, at);
    if (!child || child.size === undefined || child.dataStart + child.size > headerEnd) return false;
    if (child.id === EBML_DOCTYPE) {
      docType = file.toString('latin1', child.dataStart, child.dataStart + child.size);
    }
    at = child.dataStart + child.size;
  }
  if (docType?.replace(/\0+$/, '') !== 'webm') return false;
  const segment = readElement(file, headerEnd);
  if (!segment || segment.id !== MATROSKA_SEGMENT) return false;
  return segment.size === undefined || segment.dataStart + segment.size <= file.length;
}

/** One EBML element head: its id, its data size (undefined = "unknown", streaming) and offset. */
function readElement(buf: Buffer, at: number) {
  const id = readVint(buf, at, 4);
  if (!id) return undefined;
  const size = readVint(buf, at + id.length, 8);
  if (!size) return undefined;
  const allOnes = size.value === 2 ** (7 * size.length) - 1;
  return {
    id: id.raw,
    size: allOnes ? undefined : size.value,
    dataStart: at + id.length + size.length,
  };
}

/** An EBML variable-length integer: `raw` keeps the length marker (ids), `value` drops it. */
function readVint(buf: Buffer, at: number, maxLength: number) {
  const first = buf[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > maxLength || at + length > buf.length) return undefined;
  let raw = 0;
  let value = first & (0xff >> length);
  for (let i = 0; i < length; i++) {
    const byte = buf[at + i] ?? 0;
    raw = raw * 256 + byte;
    if (i > 0) value = value * 256 + byte;
  }
  return { length, raw, value };
}
