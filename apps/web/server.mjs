// The web server: Next.js for pages, and /api/* forwarded to the API, so the browser sees one
// origin. A plain Node proxy (not a Next route) keeps uploads streaming and cookies intact, and
// lets us set X-Forwarded-For from the real socket (Next itself keeps whatever the client sent).
// The forwarding, the security headers and the connection limits are in api-proxy.mjs; one process
// or WEB_PROCESSES of them, and the graceful stop, in web-processes.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { webSettings } from './api-proxy.mjs';
import { runWebServer } from './web-processes.mjs';

const dev = process.argv.includes('--dev');
const settings = webSettings(process.env);
// Next's development server rebuilds pages as files change: one process does that.
if (dev) settings.webProcesses = 1;

await runWebServer(settings, async () => {
  const app = next({
    dev,
    dir: path.dirname(fileURLToPath(import.meta.url)),
    port: settings.port,
    hostname: 'localhost',
  });
  await app.prepare();
  return app.getRequestHandler();
});
