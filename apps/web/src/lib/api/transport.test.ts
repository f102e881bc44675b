import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './problem';
import { RetryLaterError, readEnvelope, sendRequest } from './transport';

/** The error `promise` rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<RetryLaterError> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: RetryLaterError) => error,
  );
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}

describe('readEnvelope', () => {
  it('answers the envelope of a success', async () => {
    await expect(readEnvelope(answer(200, { response: 1 }))).resolves.toEqual({ response: 1 });
  });

  it('turns a 429 with Retry-After into a wait the customer can read', async () => {
    const error = await failureOf(
      readEnvelope(answer(429, { code: 'TOO_MANY_REQUESTS' }, { 'retry-after': '30' })),
    );
    expect(error).toBeInstanceOf(RetryLaterError);
    expect(error.retryAfterSeconds).toBe(30);
    expect(error.message).toBe('Please wait 30 seconds');
  });

  // Load shedding (security issue 13.13) answers 503 OVERLOADED with Retry-After: the client waits as for a 429.
  it('treats a 503 OVERLOADED with Retry-After as "come back in a moment"', async () => {
    const error = await failureOf(
      readEnvelope(answer(503, { code: 'OVERLOADED', detail: 'Too busy' }, { 'retry-after': '1' })),
    );
    expect(error).toBeInstanceOf(RetryLaterError);
    expect(error.status).toBe(503);
    expect(error.retryAfterSeconds).toBe(1);
    expect(error.message).toBe('The shop is very busy right now. Please wait a second and try again.');
  });

  it('keeps any other failure an ApiError with the server’s words', async () => {
    const error = await failureOf(readEnvelope(answer(503, { detail: 'Starting' })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(RetryLaterError);
  });
});

describe('sendRequest without an answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // Issue 33: "Delivery could not be checked: {problem}" said its problem in English on a Tamil page.
  it('says the shop could not be reached in the page’s language', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('document', { documentElement: { lang: 'ta' } });
    const route = { method: 'GET', path: '/delivery/check' } as const;
    const error = await failureOf(sendRequest(route as never));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('கடையை அணுக முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.');

    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    const english = await failureOf(sendRequest(route as never));
    expect(english.message).toBe('Could not reach the shop. Check your connection and try again.');
  });
});
