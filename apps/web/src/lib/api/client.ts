'use client';

import toast from 'react-hot-toast';
import { useSession } from '@/features/session/session-store';
import { ApiError } from './problem';

/**
 * The one fetch client of the browser: same-origin `/api`, httpOnly cookies carry the session
 * (no token is ever readable here), envelopes are unwrapped, problem details become ApiError.
 * A 401 triggers one refresh for all callers waiting at that moment; if it works the call is
 * retried and the customer sees 'Welcome Back To Success', otherwise everything is cleared,
 * 'Session Expired, Please Login' shows and the customer is logged out.
 */
export type Envelope<T> = {
  response: T;
  message?: string;
  page?: { number: number; size: number; totalElements: number; totalPages: number };
};

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Sign-in calls answer 401 for wrong passwords: never treat that as a lapsed session. */
  skipRefresh?: boolean;
};

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time, shared by every call that got a 401 meanwhile. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'customer' }),
  })
    .then((res) => res.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

async function send(path: string, options: CallOptions): Promise<Response> {
  const hasBody = options.body !== undefined;
  return fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
  });
}

export async function apiCall<T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  let res = await send(path, options);
  if (res.status === 401 && !options.skipRefresh && useSession.getState().user) {
    if (await refreshSession()) {
      toast.success('Welcome Back To Success');
      res = await send(path, options);
    } else {
      useSession.getState().clear();
      toast.error('Session Expired, Please Login');
      if (typeof window !== 'undefined') window.location.assign('/');
    }
  }
  const body = await res.json().catch(() => undefined);
  if (!res.ok) throw new ApiError(res.status, body);
  return body as Envelope<T>;
}

/** Just the `response` of a call. */
export async function apiData<T>(path: string, options: CallOptions = {}): Promise<T> {
  return (await apiCall<T>(path, options)).response;
}
