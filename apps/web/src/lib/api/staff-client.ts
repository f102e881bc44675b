'use client';

import type { Route } from '@farm/contract';
import { SESSION_KIND_HEADER } from '@farm/contract/plain/http';
import { authRoutes } from '@farm/contract/plain/routes/auth';
import { localizedPath, splitLanguage } from '@/lib/i18n/paths';
import type { AnswerOf, DataOf, InputOf } from './endpoint-types';
import {
  type CallInput,
  type DownloadedFile,
  type RequestOptions,
  readEnvelope,
  readFile,
  sendRequest,
} from './transport';

/**
 * The admin's fetch client: same-origin `/api` with the httpOnly staff cookies. A 401 renews the
 * 15-minute access token once for every call waiting at that moment; when the renewal is refused
 * the staff session is over: the staff session feature (connected through `connectStaffSession`)
 * forgets who was signed in, and the browser goes to `/admin/login`, back here after signing in.
 */
type StaffCallOptions = RequestOptions & { skipRefresh?: boolean };

let refreshing: Promise<boolean> | undefined;
let forgetStaff: () => void = () => {};

/** The staff session feature's way to forget who was signed in. */
export function connectStaffSession(forget: () => void) {
  forgetStaff = forget;
}

function refreshStaffSession(): Promise<boolean> {
  refreshing ??= sendRequest(authRoutes.refreshSession, { body: { kind: 'staff' } })
    .then((res) => res.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

export const STAFF_LOGIN_PATH = '/admin/login';

/**
 * The staff session has ended: forget who was signed in and ask for a sign-in, in the page's
 * language (`/ta/admin/login`), back to the same screen after it.
 */
export function endStaffSession() {
  forgetStaff();
  if (typeof window === 'undefined') return;
  const { language, path } = splitLanguage(window.location.pathname);
  if (path === STAFF_LOGIN_PATH) return;
  const back = `${path}${window.location.search}`;
  window.location.assign(`${localizedPath(STAFF_LOGIN_PATH, language)}?next=${encodeURIComponent(back)}`);
}

type Args<R extends Route> =
  Record<string, never> extends InputOf<R>
    ? [input?: InputOf<R>, options?: StaffCallOptions]
    : [input: InputOf<R>, options?: StaffCallOptions];

/** One call with the staff session, renewed once on a 401. */
async function sendAsStaff(route: Route, input: CallInput | undefined, options: StaffCallOptions) {
  // The staff session decides even when the browser also holds a customer's (SESSION_KIND_HEADER).
  const call = input ?? {};
  const marked = { ...call, headers: { ...call.headers, [SESSION_KIND_HEADER]: 'staff' } };
  const send = () => sendRequest(route, marked, options);
  let res = await send();
  if (res.status === 401 && !options.skipRefresh) {
    if (await refreshStaffSession()) res = await send();
    else endStaffSession();
  }
  return res;
}

/** Calls one endpoint with the staff session and answers its success envelope. */
export async function staffCall<R extends Route>(
  route: R,
  ...[input, options = {}]: Args<R>
): Promise<AnswerOf<R>> {
  return readEnvelope<AnswerOf<R>>(await sendAsStaff(route, input as CallInput | undefined, options));
}

/**
 * A file the API answers as text (a CSV export): its text and the name the API gave it
 * (`Content-Disposition`). A refusal throws the API's problem, as `staffCall` does.
 */
export async function staffFile<R extends Route>(
  route: R,
  ...[input, options = {}]: Args<R>
): Promise<DownloadedFile> {
  return readFile(await sendAsStaff(route, input as CallInput | undefined, options));
}

/** Just the `response` of a staff call. */
export async function staffData<R extends Route>(route: R, ...args: Args<R>): Promise<DataOf<R>> {
  return ((await staffCall(route, ...args)) as { response: DataOf<R> }).response;
}

/** Signs the staff member out on the server (clears the cookies) and here. Never fails. */
export async function signOutStaff(): Promise<void> {
  await sendRequest(authRoutes.logout, { body: { kind: 'staff' } }).catch(() => undefined);
  forgetStaff();
}
