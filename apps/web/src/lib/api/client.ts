'use client';

import type { Route } from '@farm/contract';
import { authRoutes } from '@farm/contract/plain/routes/auth';
import type { AnswerOf, DataOf, InputOf } from './endpoint-types';
import { connectedSession, sessionHooks } from './session-link';
import {
  type CallInput,
  type DownloadedFile,
  type RequestOptions,
  readEnvelope,
  readFile,
  sendRequest,
} from './transport';

export { type Envelope, RetryLaterError } from './transport';

/**
 * The one fetch client of the customer's browser: same-origin `/api`, httpOnly cookies carry the
 * session (no token is ever readable here), envelopes are unwrapped, problem details become
 * ApiError. A 401 triggers one refresh for all callers waiting at that moment (and, through a Web
 * Lock, for all tabs); if it works the call is retried and the session feature welcomes the
 * customer back, otherwise it ends the session. What a session is (who is signed in, its clock,
 * what to show) belongs to the session feature, which connects itself (`connectSession`,
 * session-link.ts).
 */
export type CallOptions = RequestOptions & {
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
  const hooks = connectedSession();
  const clock = hooks?.clock();
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
  const res = await sendRequest(authRoutes.refreshSession, { body: { kind: 'customer' } }).catch(
    () => undefined,
  );
  if (!res) return 'unavailable';
  if (res.ok) {
    const body = await readEnvelope<AnswerOf<typeof authRoutes.refreshSession>>(res).catch(() => undefined);
    connectedSession()?.noteRenewed(body?.response.expiresIn ?? 15 * 60);
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

/** Ends the session on the server and clears its cookies (logout). Never fails. */
export async function endServerSession(): Promise<void> {
  await sendRequest(authRoutes.logout, { body: { kind: 'customer' } }).catch(() => undefined);
}

/** A call's input, optional when the endpoint needs none. */
type Args<R extends Route> =
  Record<string, never> extends InputOf<R>
    ? [input?: InputOf<R>, options?: CallOptions]
    : [input: InputOf<R>, options?: CallOptions];

/** One call with the customer's session, renewed once on a 401 (a remembered session welcomed back). */
async function sendWithSession(route: Route, input: CallInput | undefined, options: CallOptions) {
  const sentAt = Date.now();
  const send = () => sendRequest(route, input, options);
  let res = await send();
  const session = res.status === 401 && !options.skipRefresh ? await sessionHooks() : undefined;
  if (session?.isSignedIn()) {
    const outcome = await refreshSession({ unlessRenewedSince: sentAt });
    if (outcome === 'renewed') {
      session.welcomeBack();
      res = await send();
    } else if (outcome === 'ended') {
      session.expire();
    }
  }
  return res;
}

/** Calls one endpoint of the contract and answers its success envelope. */
export async function apiCall<R extends Route>(
  route: R,
  ...[input, options = {}]: Args<R>
): Promise<AnswerOf<R>> {
  return readEnvelope<AnswerOf<R>>(await sendWithSession(route, input as CallInput | undefined, options));
}

/** A file the API answers (an invoice's PDF): the bytes and the name it gave them. */
export async function apiFile<R extends Route>(
  route: R,
  ...[input, options = {}]: Args<R>
): Promise<DownloadedFile> {
  return readFile(await sendWithSession(route, input as CallInput | undefined, options));
}

/** Just the `response` of a call. */
export async function apiData<R extends Route>(route: R, ...args: Args<R>): Promise<DataOf<R>> {
  return ((await apiCall(route, ...args)) as { response: DataOf<R> }).response;
}
