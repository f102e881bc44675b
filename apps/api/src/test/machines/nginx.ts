import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx, where `apt-get install nginx` puts it. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export type Upstream = { port: number; down?: boolean };

/**
 * The load balancer of docs/deployment.md §4 on one port, without TLS and the cache: the web servers
 * as an upstream with idle connections kept, `proxy_next_upstream error timeout http_502 http_503`
 * (a GET a machine could not answer goes to the other; a POST that reached one is never resent),
 * and the metrics refused. `down` takes a machine out as the rolling restart (§6) does.
 */
function config(dir: string, port: number, upstreams: readonly Upstream[]): string {
  const servers = upstreams
    .map((u) => `    server 127.0.0.1:${u.port} max_fails=2 fail_timeout=10s${u.down ? ' down' : ''};`)
    .join('\n');
  const temp = (name: string) => path.join(dir, name);
  return `${process.getuid?.() === 0 ? 'user root root;\n' : ''}worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} notice;
events { worker_connections 512; }
http {
  log_format farm '$request_method $uri $status upstream=$upstream_addr statuses=$upstream_status';
  access_log ${temp('access.log')} farm;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream farm_web {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Request-Id $request_id;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_read_timeout 120s;
    location /api/metrics { return 404; }
    location / { proxy_pass http://farm_web; }
  }
}
`;
}

export type RunningNginx = {
  url: string;
  /** Writes the upstream again and reloads (`nginx -s reload`): in-flight requests finish first. */
  reload(upstreams: readonly Upstream[]): Promise<void>;
  errorLog(): string;
  /** A line per request: method, path, status, the upstreams tried and what each answered. */
  accessLog(): string[];
  stop(): Promise<void>;
};

export async function startNginx(port: number, upstreams: readonly Upstream[]): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  const binary = NGINX;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'farm-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  const write = (list: readonly Upstream[]) => writeFileSync(conf, config(dir, port, list));
  write(upstreams);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  const test = spawnSync(binary, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${url}/api/metrics`).then(
      (r) => r.status === 404,
      () => false,
    );
    if (up) break;
    if (attempt > 100) throw new Error(`nginx did not answer:\n${errorLog()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  function errorLog() {
    return readLog('error.log');
  }
  function readLog(name: string) {
    const file = path.join(dir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }
  return {
    url,
    async reload(list) {
      write(list);
      const retiredBefore = retiredWorkers();
      const reloaded = spawnSync(binary, ['-p', dir, '-c', conf, '-s', 'reload'], { encoding: 'utf8' });
      if (reloaded.status !== 0) throw new Error(`nginx -s reload failed:\n${reloaded.stderr}`);
      // The master starts a worker with the new upstream, then tells the old one to stop taking
      // connections and finish what it has. Until the old worker has exited it may still take a
      // connection and send it by the old upstream (seen: a page sent to a machine already stopped).
      for (let attempt = 0; retiredWorkers() === retiredBefore; attempt++) {
        if (attempt > 300) throw new Error(`nginx's old worker did not exit:\n${errorLog()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    errorLog,
    accessLog: () => readLog('access.log').split('\n').filter(Boolean),
    async stop() {
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };

  /** How many worker processes have exited (one for each reload: one worker at a time). */
  function retiredWorkers() {
    return errorLog().match(/worker process \d+ exited/g)?.length ?? 0;
  }
}
