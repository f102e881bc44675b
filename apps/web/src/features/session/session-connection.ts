'use client';

import { loadSessionWith } from '@/lib/api/session-link';
import { sessionStore } from './session-store';
import { hasSignedInHint } from './signed-in-hint';

const connect = () => import('./connect-session');

/**
 * Loads the session's connection (renewal, welcome back, expiry, the signed-in hint kept in step:
 * connect-session.ts) where there is a session to keep: a customer signed in, now or later in this
 * tab or another; a signed-in hint left to clear; or a call the API answered 401. A visitor's pages
 * load none of it. Returns what stops waiting for a sign-in.
 */
export function connectSessionWhenThere(): () => void {
  loadSessionWith(connect);
  if (sessionStore.getState().user || hasSignedInHint()) {
    void connect();
    return () => undefined;
  }
  const stop = sessionStore.subscribe((state) => {
    if (!state.user) return;
    stop();
    void connect();
  });
  return stop;
}
