import { BENCH_ADMIN } from '../api/process.js';

/** One answer of the API, its body kept as bytes (PDFs) and readable as JSON. */
export type Answer = { status: number; type: string; bytes: Buffer; ms: number; json<T>(): T };

/** The API's calls the back-office set-up makes, with one bearer token (staff or a customer). */
export type Client = {
  call(method: string, path: string, body?: unknown, token?: string): Promise<Answer>;
  /** The same, and throws unless the status is the one expected. */
  ok<T>(method: string, path: string, body?: unknown, token?: string, status?: number): Promise<T>;
};

export function clientOf(apiUrl: string, defaultToken?: string): Client {
  const call = async (method: string, path: string, body?: unknown, token = defaultToken) => {
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
