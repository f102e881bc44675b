// Next's script and style files, brotli-compressed once at build time (decision 0063). Next.js
// itself only gzips, and on every request: at brotli's highest quality the first view's scripts
// are 14 % smaller, and compressing that hard costs nothing when it is done once by the build.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

const brotli = promisify(zlib.brotliCompress);

/** What is worth compressing, and the type each is answered with (as Next.js answers them). */
const CONTENT_TYPES = new Map([
  ['.js', 'application/javascript; charset=UTF-8'],
  ['.css', 'text/css; charset=UTF-8'],
  ['.json', 'application/json; charset=UTF-8'],
  ['.svg', 'image/svg+xml'],
  ['.txt', 'text/plain; charset=UTF-8'],
]);

/** Files under /_next/static have hashed names: a new build gives a changed file a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const URL_PREFIX = '/_next/static/';

/** The files under `staticDir` that are worth compressing, as paths relative to it. */
function compressibleFiles(staticDir) {
  return fs
    .readdirSync(staticDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CONTENT_TYPES.has(path.extname(entry.name)))
    .map((entry) => path.relative(staticDir, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes `name.br` beside each compressible file of `staticDir` (Next's `.next/static`), at
 * brotli's highest quality, where that is smaller than the file. Resolves to how many it wrote.
 */
export async function precompressStaticFiles(staticDir) {
  let written = 0;
  for (const file of compressibleFiles(staticDir)) {
    const full = path.join(staticDir, file);
    const original = await fs.promises.readFile(full);
    const compressed = await brotli(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    });
    if (compressed.length >= original.length) continue;
    await fs.promises.writeFile(`${full}.br`, compressed);
    written += 1;
  }
  return written;
}

/**
 * The precompressed files of `staticDir`, read once: `answer(req, res)` sends the brotli version
 * of a /_next/static file to a client that accepts it and returns true; otherwise it returns
 * false and the request goes on to Next.js (gzip, or none). Only the paths found here are ever
 * opened: a request names a key of this list, never a path on disk.
 */
export function precompressedFiles(staticDir) {
  const files = new Map();
  if (fs.existsSync(staticDir)) {
    for (const file of compressibleFiles(staticDir)) {
      const full = path.join(staticDir, file);
      if (!fs.existsSync(`${full}.br`)) continue;
      const url = URL_PREFIX + file.split(path.sep).map(encodeURIComponent).join('/');
      const type = CONTENT_TYPES.get(path.extname(file));
      files.set(url, { path: `${full}.br`, size: fs.statSync(`${full}.br`).size, type });
    }
  }

  return {
    size: files.size,
    answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const file = files.get(req.url?.split('?')[0]);
      if (!file) return false;
      // Whatever is answered, the answer depends on what the client accepts.
      res.setHeader('Vary', 'Accept-Encoding');
      if (new Negotiator(req).encoding(['br']) !== 'br') return false;
      res.writeHead(200, {
        'Content-Type': file.type,
        'Content-Length': file.size,
        'Content-Encoding': 'br',
        'Cache-Control': IMMUTABLE,
      });
      if (req.method === 'HEAD') res.end();
      else pipeline(fs.createReadStream(file.path), res, () => undefined);
      return true;
    },
  };
}
