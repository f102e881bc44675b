import { pathOf, type Route } from '@farm/contract/plain/http';
import type { ProblemWords } from '../words/problem-words';
import { API_BASE_PATH } from './base-path';
import { ApiError } from './problem';

/** The API's success answer: `{response, message?, page?}` (DESIGN §3). */
export type Envelope<T> = {
  response: T;
  message?: string;
  page?: { number: number; size: number; totalElements: number; totalPages: number };
};

/** A call's parts as the transport sends them (typed per endpoint by the clients). */
export type CallInput = {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string | undefined>;
};

export type RequestOptions = {
  /** An upload: sent as multipart form data instead of a JSON body. */
  form?: FormData;
};

/**
 * A 429 (too many tries) or a 503 (the shop is too busy, load shedding): the server said when to
 * come back (`Retry-After`); the message says so, in the catalogue's words.
 */
export class RetryLaterError extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(
    retryAfterSeconds: number,
    problem: ConstructorParameters<typeof ApiError>[1],
    status: 429 | 503 = 429,
    words?: ProblemWords,
  ) {
    super(status, problem, words);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The wait, as the catalogue's `RETRY_WAIT` and `BUSY_RETRY_WAIT` say it. */
function waitParams(seconds: number) {
  const unit = seconds === 1 ? 'second' : seconds <= 120 ? 'seconds' : 'minutes';
  return { unit, seconds, minutes: Math.ceil(seconds / 60) };
}

/** The address of one call under `/api` (also for links, such as a CSV download). */
export function urlOf(route: Route, input: CallInput = {}): string {
  return `${API_BASE_PATH}${pathOf(route, input.params, input.query as Parameters<typeof pathOf>[2])}`;
}

/** One same-origin call to the API; the httpOnly session cookies travel with it. */
export function sendRequest(
  route: Route,
  input: CallInput = {},
  options: RequestOptions = {},
): Promise<Response> {
  const { body } = input;
  const hasJson = body !== undefined && !options.form;
  const headers: Record<string, string> = hasJson ? { 'content-type': 'application/json' } : {};
  for (const [name, value] of Object.entries(input.headers ?? {}))
    if (value !== undefined) headers[name] = value;
  return fetch(urlOf(route, input), {
    method: route.method,
    credentials: 'same-origin',
    headers,
    ...(options.form ? { body: options.form } : hasJson ? { body: JSON.stringify(body) } : {}),
  }).catch(unreachable);
}

/**
 * No answer at all (offline, the connection dropped: fetch's TypeError): an ApiError worded in the
 * page's language. Anything else (a cancelled call's AbortError) goes on as it was.
 */
async function unreachable(error: unknown): Promise<never> {
  if (!(error instanceof TypeError)) throw error;
  const { wordProblem } = await import('../words/problem-words');
  throw new ApiError(0, undefined, wordProblem({ detailCode: 'UNREACHABLE' }));
}

/** A file an endpoint answered: its bytes and the name from `Content-Disposition`. */
export type DownloadedFile = { blob: Blob; fileName: string | undefined };

/** The file of a successful answer, or the ApiError of a failed one (whose body is a problem). */
export async function readFile(res: Response): Promise<DownloadedFile> {
  if (!res.ok) return readEnvelope(res);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await res.blob(), fileName };
}

/** The envelope of a successful answer, or the ApiError of a failed one. */
export async function readEnvelope<T>(res: Response): Promise<T> {
  const body = await res.json().catch(() => undefined);
  if (res.ok) return body as T;
  const problem = body as ConstructorParameters<typeof ApiError>[1];
  // The catalogue and its formatter load with the first failed answer, not with any page.
  const { wordProblem } = await import('../words/problem-words');
  const retryAfter = Number(res.headers.get('retry-after'));
  if ((res.status === 429 || res.status === 503) && Number.isFinite(retryAfter) && retryAfter > 0) {
    const seconds = Math.ceil(retryAfter);
    const wait = {
      ...problem,
      detailCode: res.status === 503 ? 'BUSY_RETRY_WAIT' : 'RETRY_WAIT',
      params: waitParams(seconds),
    } as const;
    throw new RetryLaterError(seconds, problem, res.status, wordProblem(wait));
  }
  throw new ApiError(res.status, problem, wordProblem(problem));
}
