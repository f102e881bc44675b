// The web server: Next.js for pages, and /api/* forwarded to the API process, so the browser sees
// one origin. A plain Node proxy (not a Next route) keeps uploads streaming and cookies intact, and
// lets us set X-Forwarded-For from the real socket (Next itself keeps whatever the client sent).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { BASELINE_HEADERS } from './src/lib/security/baseline-headers.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiHost = process.env.API_HOST ?? '127.0.0.1';
/** Set when the shop sits behind a reverse proxy (nginx, Caddy) that appends X-Forwarded-For. */
const trustProxy = ['1', 'true', 'yes'].includes(String(process.env.TRUST_PROXY ?? '').toLowerCase());

const app = next({ dev, dir: path.dirname(fileURLToPath(import.meta.url)), port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

function proxyToApi(req, res) {
  const headers = { ...req.headers };
  for (const h of HOP_BY_HOP) delete headers[h];
  const client = req.socket.remoteAddress ?? '';
  const forwarded =
    trustProxy && headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${client}` : client;
  headers['x-forwarded-for'] = forwarded;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] =
    trustProxy && req.headers['x-forwarded-proto'] ? req.headers['x-forwarded-proto'] : 'http';
  const upstream = http.request(
    { host: apiHost, port: apiPort, method: req.method, path: req.url, headers },
    (apiRes) => {
      res.writeHead(apiRes.statusCode ?? 502, apiRes.headers);
      apiRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/problem+json' });
    res.end(
      JSON.stringify({
        type: 'https://farm.shop/problems/api-unavailable',
        title: 'Bad Gateway',
        status: 502,
        detail: 'The shop is starting or restarting. Please try again in a moment.',
      }),
    );
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  if (req.url === '/api' || req.url?.startsWith('/api/')) return proxyToApi(req, res);
  // Set here, not only in src/proxy.ts, so Next's static files and /_next/image carry them too.
  for (const [name, value] of BASELINE_HEADERS) res.setHeader(name, value);
  return handle(req, res);
});
server.listen(port, host, () => {
  console.log(`Farm shop web: http://localhost:${port} (API on ${apiHost}:${apiPort})`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
