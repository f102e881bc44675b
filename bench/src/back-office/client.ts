import { BENCH_ADMIN } from '../api/process.js';

/** One answer of the API, its body kept as bytes (PDFs) and readable as JSON. */
export type Answer = { status: number; type: string; bytes: Buffer; ms: number; json<T>(): T };

/** The API's calls the back-office set-up makes, with one bearer token (staff or a customer). */
export type Client = {
  call(method: string, path: string, body?: unknown, token?: string): Promise<Answer>;
  /** The same, and throws unless the status is the one expected. */
  ok<T>(method: string, path: string, body?: unknown, token?: string, status?: number): Promise<T>;
};

/** How many times a call the shop answered "very busy" (503, load shedding) is sent again. */
const BUSY_RETRIES = 20;

export function clientOf(apiUrl: string, defaultToken?: string): Client {
  // As a shop's client does: a 503 says "try again in a moment" (after `Retry-After`). On a slow
  // machine the set-up's checkouts right after the invoice PDFs' load were shed and failed the run.
  const call = async (method: string, path: string, body?: unknown, token = defaultToken) => {
    let answer = await callOnce(method, path, body, token);
    for (let tries = 0; tries < BUSY_RETRIES && answer.status === 503; tries++) {
      await new Promise((resolve) => setTimeout(resolve, answer.retryAfterMs));
      answer = await callOnce(method, path, body, token);
    }
    return answer;
  };
  const callOnce = async (method: string, path: string, body?: unknown, token = defaultToken) => {
    const started = performance.now();
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        // Staff reads are never cached; this keeps the customer's and public ones honest too.
        'cache-control': 'no-cache',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - started;
    return {
      status: res.status,
      retryAfterMs: Math.min(Number(res.headers.get('retry-after')) || 0.5, 5) * 1000,
      type: res.headers.get('content-type') ?? '',
      bytes,
      ms,
      json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
    };
  };
  return {
    call,
    async ok<T>(method: string, path: string, body?: unknown, token?: string, status = 200) {
      const answer = await call(method, path, body, token);
      if (answer.status !== status) {
        throw new Error(`${method} ${path}: ${answer.status} ${answer.bytes.toString('utf8').slice(0, 500)}`);
      }
      return answer.json<{ response: T }>().response;
    },
  };
}

/** The bench's admin signs in through the staff login (e-mail and password; no second factor set). */
export async function signInStaff(apiUrl: string): Promise<string> {
  const answer = await clientOf(apiUrl).ok<{ jwtToken: string }>('POST', '/api/auth/login', {
    email: BENCH_ADMIN.email,
    password: BENCH_ADMIN.password,
  });
  return answer.jwtToken;
}

/** Runs `work` over `items`, `width` at a time, answering the results in the items' order. */
export async function inTurns<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

export const isPdf = (answer: Answer) =>
  answer.status === 200 &&
  answer.type.startsWith('application/pdf') &&
  answer.bytes.subarray(0, 5).toString('latin1') === '%PDF-';
