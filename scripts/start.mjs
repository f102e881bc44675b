// `npm start`: build what is not built yet, then run the API and the web server side by side.
// Settings come from the environment (see README): PORT, API_PORT, DATA_DIR, DATABASE_URL, ...
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const userCwd = process.env.INIT_CWD ?? process.cwd();

const env = {
  ...process.env,
  NODE_ENV: dev ? 'development' : 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: process.env.PORT || '3000',
  API_PORT: process.env.API_PORT || '4000',
  // A relative DATA_DIR means relative to where `npm start` was typed.
  DATA_DIR: path.resolve(userCwd, process.env.DATA_DIR || 'data'),
};

/** Newest modification time under the given paths (files and folders, recursively). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) {
        if (entry !== 'node_modules' && entry !== '.next' && entry !== 'dist') visit(path.join(p, entry));
      }
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

function builtAt(file) {
  const p = path.join(root, file);
  return fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0;
}

function build(workspace, reason) {
  console.log(`Building ${workspace} (${reason})...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${workspace} failed.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Whether a port can be listened on at the host its server will use. Asked before anything is built
 * or started: a server that cannot listen would otherwise end the start with a puzzling message.
 */
function portInUse(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES'));
    probe.listen({ port: Number(port), host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

const ports = [
  { name: 'web server', variable: 'PORT', port: env.PORT, host: env.HOST || '0.0.0.0' },
  { name: 'API', variable: 'API_PORT', port: env.API_PORT, host: env.API_HOST || '127.0.0.1' },
];
// `--build-only`: build what is stale and stop (npm test builds once before its shops start).
const buildOnly = process.argv.includes('--build-only');
for (const { name, variable, port, host } of buildOnly ? [] : ports) {
  if (!(await portInUse(port, host))) continue;
  const suggestion = Number(port) + 1;
  console.error(
    `Port ${port} is already in use, so the ${name} cannot start there (another program, or another farm shop, is using it).\n` +
      `Stop that program, or choose another port, e.g. ${variable}=${suggestion} npm start`,
  );
  process.exit(1);
}

if (!dev) {
  // Both apps read the contract and the words (the web its catalogues, the API its papers and texts).
  const contract = newestMtime(['packages/contract/src', 'packages/words']);
  const apiBuilt = builtAt('apps/api/dist/server.js');
  if (!apiBuilt || Math.max(contract, newestMtime(['apps/api/src', 'apps/api/tsup.config.ts'])) > apiBuilt) {
    build('@farm/api', apiBuilt ? 'sources changed' : 'first start');
  }
  const webBuilt = builtAt('apps/web/.next/BUILD_ID');
  const webSources = newestMtime(['apps/web/src', 'apps/web/public', 'apps/web/next.config.ts']);
  if (!webBuilt || Math.max(contract, webSources) > webBuilt) {
    build('@farm/web', webBuilt ? 'sources changed' : 'first start');
  }
}

if (buildOnly) process.exit(0);

// Server-side reads are cached for up to a minute (Next's data cache, on disk); a new start may face
// another database, so begin with an empty cache rather than answers from a previous run.
if (!dev) fs.rmSync(path.join(root, 'apps/web/.next/cache/fetch-cache'), { recursive: true, force: true });

const children = [];
function run(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd: path.join(root, cwd), env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`The ${name} stopped (${signal ?? `exit code ${code}`}); stopping the shop.`);
    // Nothing asked it to stop: the shop did not keep running, so `npm start` failed even if the
    // server ended with 0.
    shutdown(code || 1);
  });
  children.push(child);
}

let shuttingDown = false;
function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (dev) {
  run('API', ['--import', 'tsx', '--watch', 'src/server.ts'], 'apps/api');
  run('web server', ['server.mjs', '--dev'], 'apps/web');
} else {
  run('API', ['dist/server.js'], 'apps/api');
  run('web server', ['server.mjs'], 'apps/web');
}
console.log(`Starting the farm shop (data in ${env.DATA_DIR})...`);
announceWhenReady();

/**
 * The shop's address is printed once people can use it: when the API, through the web server,
 * answers its health check (on a first start, after the migrations and the demo farm). Until
 * then the web server answers pages with a short "starting" page that reloads itself.
 */
function announceWhenReady() {
  const url = `http://localhost:${env.PORT}`;
  const ask = () => {
    if (shuttingDown) return;
    const request = http.get(`${url}/api/health`, { timeout: 2_000 }, (res) => {
      res.resume();
      if (res.statusCode === 200) console.log(`\n  The farm shop is ready: ${url}\n`);
      else setTimeout(ask, 500);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => setTimeout(ask, 500));
  };
  ask();
}
