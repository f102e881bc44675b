'use client';

import toast from 'react-hot-toast';
import { noteRenewed, readClock } from '@/features/session/session-clock';
import { runSessionEnd } from '@/features/session/session-end';
import { RENEW_BEFORE_MS, startSessionRenewal } from '@/features/session/session-renewal';
import { useSession } from '@/features/session/session-store';
import { type Envelope, type RequestOptions, readEnvelope, sendRequest } from './transport';

export { type Envelope, RetryLaterError } from './transport';

/**
 * The one fetch client of the browser: same-origin `/api`, httpOnly cookies carry the session
 * (no token is ever readable here), envelopes are unwrapped, problem details become ApiError.
 * A 401 triggers one refresh for all callers waiting at that moment (and, through a Web Lock, for
 * all tabs); if it works the call is retried and the customer sees 'Welcome Back To Success',
 * otherwise everything is cleared, 'Session Expired, Please Login' shows and the customer is
 * logged out. While a tab is open the session is renewed silently before it lapses.
 */
type CallOptions = RequestOptions & {
  /** Sign-in calls answer 401 for wrong passwords: never treat that as a lapsed session. */
  skipRefresh?: boolean;
};

/** renewed: new cookies are set; ended: the server refused (signed out); unavailable: no answer. */
export type RefreshOutcome = 'renewed' | 'ended' | 'unavailable';

type RefreshCondition = {
  /** Skip the call if the session was renewed after this moment (by another call or tab). */
  unlessRenewedSince?: number;
  /** Skip the call if the access token is still good for this long (another tab renewed it). */
  unlessValidForMs?: number;
};

let refreshing: Promise<RefreshOutcome> | undefined;

async function postRefresh(condition: RefreshCondition): Promise<RefreshOutcome> {
  const clock = readClock();
  if (clock && condition.unlessRenewedSince !== undefined && clock.renewedAt > condition.unlessRenewedSince) {
    return 'renewed';
  }
  if (
    clock &&
    condition.unlessValidForMs !== undefined &&
    clock.expiresAt - Date.now() > condition.unlessValidForMs
  ) {
    return 'renewed';
  }
  const res = await fetch('/api/auth/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'customer' }),
  }).catch(() => undefined);
  if (!res) return 'unavailable';
  if (res.ok) {
    const body = (await res.json().catch(() => undefined)) as Envelope<{ expiresIn: number }> | undefined;
    noteRenewed(body?.response.expiresIn ?? 15 * 60);
    return 'renewed';
  }
  return res.status === 401 || res.status === 403 ? 'ended' : 'unavailable';
}

/** Tabs share the refresh cookie: a rotated token presented twice would end the session. */
async function inRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return await navigator.locks.request('farm-customer-refresh', work);
  }
  return work();
}

/** One refresh at a time, shared by every call that got a 401 meanwhile. */
export function refreshSession(condition: RefreshCondition = {}): Promise<RefreshOutcome> {
  refreshing ??= inRefreshLock(() => postRefresh(condition)).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** The refresh was refused: clear everything, say so, and log out. */
function expireSession() {
  if (!useSession.getState().user) return;
  useSession.getState().clear();
  toast.error('Session Expired, Please Login', { id: 'session-expired' });
  runSessionEnd();
}

/** Ends the session on the server and clears its cookies (logout). Never fails. */
export async function endServerSession(): Promise<void> {
  await fetch('/api/auth/logout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'customer' }),
  }).catch(() => undefined);
}

startSessionRenewal(async () => {
  const outcome = await refreshSession({ unlessValidForMs: 2 * RENEW_BEFORE_MS });
  if (outcome === 'ended') expireSession();
});

export async function apiCall<T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const sentAt = Date.now();
  let res = await sendRequest(path, options);
  if (res.status === 401 && !options.skipRefresh && useSession.getState().user) {
    const outcome = await refreshSession({ unlessRenewedSince: sentAt });
    if (outcome === 'renewed') {
      toast.success('Welcome Back To Success', { id: 'welcome-back' });
      res = await sendRequest(path, options);
    } else if (outcome === 'ended') {
      expireSession();
    }
  }
  return readEnvelope<T>(res);
}

/** Just the `response` of a call. */
export async function apiData<T>(path: string, options: CallOptions = {}): Promise<T> {
  return (await apiCall<T>(path, options)).response;
}
