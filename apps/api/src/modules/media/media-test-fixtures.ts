import sharp from 'sharp';

type Part = { name: string; filename?: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body, built by hand as a browser would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----farmtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A plain-coloured PNG of this size. */
export function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#1b5e5a' } })
    .png()
    .toBuffer();
}

/** An ISO base media file box: size, type, payload. */
export function box(type: string, payload: Buffer = Buffer.alloc(0)) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
}

/** The top-level boxes of an MP4: ftyp, moov, mdat. */
export function mp4(payloadBytes = 64) {
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100))),
    box('mdat', Buffer.alloc(payloadBytes, 7)),
  ]);
}
