// The web server: Next.js for pages, and /api/* forwarded to the API process, so the browser sees
// one origin. A plain Node proxy (not a Next route) keeps uploads streaming and cookies intact, and
// lets us set X-Forwarded-For from the real socket (Next itself keeps whatever the client sent).
// The forwarding, the security headers and the connection limits are in api-proxy.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { createWebServer, webSettings } from './api-proxy.mjs';

const dev = process.argv.includes('--dev');
const settings = webSettings(process.env);
const { port, host, apiHost, apiPort } = settings;

const app = next({ dev, dir: path.dirname(fileURLToPath(import.meta.url)), port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const server = createWebServer(settings, handle, { waitForApi: true });
server.listen(port, host, () => {
  console.log(`Farm shop web: http://localhost:${port} (API on ${apiHost}:${apiPort})`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
