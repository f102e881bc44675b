import { ApiError } from './problem';

/** The API's success answer: `{response, message?, page?}` (DESIGN §3). */
export type Envelope<T> = {
  response: T;
  message?: string;
  page?: { number: number; size: number; totalElements: number; totalPages: number };
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded, or sent as is when it is FormData (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
};

/** A 429: the server said when to come back (`Retry-After`); the message says so. */
export class RetryLaterError extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, problem: ConstructorParameters<typeof ApiError>[1]) {
    super(429, { ...problem, detail: waitMessage(retryAfterSeconds) });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function waitMessage(seconds: number): string {
  if (seconds <= 120) return `Please wait ${seconds} seconds`;
  return `Please wait ${Math.ceil(seconds / 60)} minutes`;
}

/** One same-origin call to `/api<path>`; the httpOnly session cookies travel with it. */
export function sendRequest(path: string, options: RequestOptions): Promise<Response> {
  const { body } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const hasJson = body !== undefined && !isForm;
  return fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { ...(hasJson ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(isForm ? { body } : hasJson ? { body: JSON.stringify(body) } : {}),
  });
}

/** The envelope of a successful answer, or the ApiError of a failed one. */
export async function readEnvelope<T>(res: Response): Promise<Envelope<T>> {
  const body = await res.json().catch(() => undefined);
  if (res.ok) return body as Envelope<T>;
  const problem = body as ConstructorParameters<typeof ApiError>[1];
  const retryAfter = Number(res.headers.get('retry-after'));
  if (res.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0) {
    throw new RetryLaterError(Math.ceil(retryAfter), problem);
  }
  throw new ApiError(res.status, problem);
}
