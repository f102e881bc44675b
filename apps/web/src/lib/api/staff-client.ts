'use client';

import { useStaffSession } from '@/features/admin/session/staff-session-store';
import { type Envelope, type RequestOptions, readEnvelope, sendRequest } from './transport';

/**
 * The admin's fetch client: same-origin `/api` with the httpOnly staff cookies. A 401 renews the
 * 15-minute access token once for every call waiting at that moment; when the renewal is refused
 * the staff session is over and the browser goes to `/admin/login`, back here after signing in.
 */
type StaffCallOptions = RequestOptions & { skipRefresh?: boolean };

let refreshing: Promise<boolean> | undefined;

function refreshStaffSession(): Promise<boolean> {
  refreshing ??= sendRequest('/auth/refresh', { method: 'POST', body: { kind: 'staff' } })
    .then((res) => res.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

export const STAFF_LOGIN_PATH = '/admin/login';

/** The staff session has ended: forget who was signed in and ask for a sign-in. */
export function endStaffSession() {
  useStaffSession.getState().clear();
  if (typeof window === 'undefined' || window.location.pathname === STAFF_LOGIN_PATH) return;
  const back = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`${STAFF_LOGIN_PATH}?next=${encodeURIComponent(back)}`);
}

export async function staffCall<T>(path: string, options: StaffCallOptions = {}): Promise<Envelope<T>> {
  let res = await sendRequest(path, options);
  if (res.status === 401 && !options.skipRefresh) {
    if (await refreshStaffSession()) res = await sendRequest(path, options);
    else endStaffSession();
  }
  return readEnvelope<T>(res);
}

/** Just the `response` of a staff call. */
export async function staffData<T>(path: string, options: StaffCallOptions = {}): Promise<T> {
  return (await staffCall<T>(path, options)).response;
}

/** Signs the staff member out on the server (clears the cookies) and here. Never fails. */
export async function signOutStaff(): Promise<void> {
  await sendRequest('/auth/logout', { method: 'POST', body: { kind: 'staff' } }).catch(() => undefined);
  useStaffSession.getState().clear();
}
