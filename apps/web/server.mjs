// The web server: Next.js for pages, and /api/* forwarded to the API, so the browser sees one
// origin. A plain Node proxy (not a Next route) keeps uploads streaming and cookies intact, and
// lets us set X-Forwarded-For from the real socket (Next itself keeps whatever the client sent).
// The forwarding, the security headers and the connection limits are in api-proxy.mjs; one process
// or WEB_PROCESSES of them, and the graceful stop, in web-processes.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { webSettings } from './api-proxy.mjs';
import { precompressedFiles } from './precompressed-files.mjs';
import { runWebServer } from './web-processes.mjs';

const dev = process.argv.includes('--dev');
const settings = webSettings(process.env);
// Next's development server rebuilds pages as files change: one process does that.
if (dev) settings.webProcesses = 1;

/**
 * Pages, their data and the files not precompressed, compressed as they are sent, in brotli for the
 * browsers that take it (Next.js only gzips: `compress: false` in next.config.ts). Quality 5 keeps
 * a page's time to first byte (a home page in a few milliseconds) for a fifth fewer bytes than
 * gzip. Decision 0063.
 */
const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
});

await runWebServer(settings, async () => {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const app = next({ dev, dir, port: settings.port, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The build's brotli files (`npm run build`); the development server has none.
  const precompressed = precompressedFiles(dev ? '' : path.join(dir, '.next', 'static'));
  return (req, res) => {
    if (precompressed.answer(req, res)) return;
    compress(req, res, () => handle(req, res));
  };
});
