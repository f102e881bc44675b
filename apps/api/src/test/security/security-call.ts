import type { InjectOptions } from 'fastify';
import type { TestApp } from '../test-app.js';

let ipSequence = 0;
/** Every call comes from its own client address, so per-address limits never decide an outcome. */
export function nextIp(): string {
  ipSequence += 1;
  return `10.77.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

let numberSequence = 0;
export function freshMobile(): string {
  numberSequence += 1;
  return `+9188${String(process.pid % 100).padStart(2, '0')}${String(numberSequence).padStart(6, '0')}`;
}

export type CallOptions = { token?: string | undefined; body?: unknown; headers?: Record<string, string> };

/** `app.inject` from a fresh client address, with a bearer token and a JSON (or raw) body. */
export async function call(t: TestApp, method: string, url: string, opts: CallOptions = {}) {
  const res = await t.app.inject({
    method: method as InjectOptions['method'],
    url,
    remoteAddress: nextIp(),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  let data: unknown;
  try {
    data = JSON.parse(res.body);
  } catch {
    data = undefined;
  }
  return Object.assign(res, { data: data as any });
}
