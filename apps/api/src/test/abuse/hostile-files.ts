import zlib from 'node:zlib';
import sharp from 'sharp';

/** Files an attacker uploads: active content in picture clothing, bombs, polyglots. Tests only. */

export const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="9" height="9"/></svg>';
/** What must never come back from the shop's media URLs. */
export const ACTIVE_MARKERS = ['<script', 'onload=', '<html', '<svg'];

export const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1b5e5a' } });

function pngChunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(typed), 8 + data.length);
  return out;
}

/** A valid 1-bit PNG of any size: blank rows compress ~1000:1, so 20,000² fits in well under 1 MB. */
export function blankPng(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG with a web page in a text chunk, before the image data. */
export async function pngWithScriptChunk() {
  const png = await solid(16, 16).png().toBuffer();
  const afterIhdr = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterIhdr),
    pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1')),
    png.subarray(afterIhdr),
  ]);
}

/** A small real JPEG whose frame header claims `width` × `height`: decoding it would need gigabytes. */
export async function jpegClaiming(width: number, height: number) {
  const jpeg = Buffer.from(await solid(16, 16).jpeg().toBuffer());
  for (let at = 2; at + 9 < jpeg.length; ) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('no frame header');
}

/** A GIF whose screen and frame both claim `width` × `height`. */
export async function gifClaiming(width: number, height: number) {
  const gif = Buffer.from(await solid(16, 16).gif().toBuffer());
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  const frame = gif.indexOf(0x2c, 13);
  gif.writeUInt16LE(width, frame + 5);
  gif.writeUInt16LE(height, frame + 7);
  return gif;
}

/** A real JPEG with a web page after its end marker: a true polyglot, valid as both. */
export async function jpegThenHtml() {
  return Buffer.concat([await solid(24, 24).jpeg().toBuffer(), Buffer.from(HTML)]);
}

/** Bytes that start like a JPEG and go on as a web page. */
export const jpegHeadThenHtml = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from(HTML)]);

/** A real PNG behind an MP3's ID3 tag: a detector that skips the tag finds a PNG, sharp finds nothing. */
export async function id3ThenPng() {
  const tag = Buffer.concat([
    Buffer.from('ID3\x04\x00\x00', 'latin1'),
    Buffer.from([0, 0, 0, 16]),
    Buffer.alloc(16),
  ]);
  return Buffer.concat([tag, await solid(16, 16).png().toBuffer()]);
}

/** A real JPEG behind a UTF-8 byte order mark (which a detector may skip as it would for text). */
export async function bomThenJpeg() {
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await solid(16, 16).jpeg().toBuffer()]);
}

/** A Matroska file: WebM's EBML magic, but DocType "matroska", which browsers need not play. */
export function matroska() {
  const docType = Buffer.from([0x42, 0x82, 0x88, ...Buffer.from('matroska')]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
    docType,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    Buffer.alloc(64, 1),
  ]);
}

function box(type: string, payload: Buffer = Buffer.alloc(0)) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
}

const ftyp = () => box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));

/** An MP4 header followed by a web page (not a well-formed MP4). */
export const mp4HeadThenHtml = () => Buffer.concat([ftyp(), Buffer.from(HTML)]);

/** A well-formed MP4 whose media box is a web page: stored as a video, it must never render as one. */
export const mp4CarryingHtml = () =>
  Buffer.concat([ftyp(), box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', Buffer.from(HTML))]);

type Part = { name: string; filename?: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body, built by hand so that names and types can be anything. */
export function multipart(parts: Part[]) {
  const boundary = `----abuse${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
