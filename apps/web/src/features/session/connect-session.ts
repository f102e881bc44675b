'use client';

import { toastLater } from '@/components/ui/toast-later';
import { refreshSession } from '@/lib/api/client';
import { connectSession } from '@/lib/api/session-link';
import { keepPageBeforeExpiry } from './return-path';
import { noteRenewed, readClock } from './session-clock';
import { runSessionEnd } from './session-end';
import { RENEW_BEFORE_MS, startSessionRenewal } from './session-renewal';
import { sessionStore } from './session-store';
import { writeSignedInHint } from './signed-in-hint';

/** The refresh was refused: clear everything, say so, and log out. */
function expireSession() {
  if (!sessionStore.getState().user) return;
  keepPageBeforeExpiry();
  sessionStore.getState().clear();
  toastLater('error', 'Session Expired, Please Login', { id: 'session-expired' });
  runSessionEnd();
}

/**
 * Tells the API client what the customer's session is (spec §4, DESIGN §3): who is signed in, the
 * token's clock, 'Welcome Back To Success' when a lapsed remembered session comes back, 'Session
 * Expired, Please Login' when it cannot. Then keeps the session alive while the tab is open.
 */
connectSession({
  isSignedIn: () => Boolean(sessionStore.getState().user),
  clock: readClock,
  noteRenewed: (expiresIn) => noteRenewed(expiresIn),
  // Only a remembered session coming back is welcomed; renewing an ordinary one is routine (14.7).
  welcomeBack: () => {
    if (readClock()?.remember) toastLater('success', 'Welcome Back To Success', { id: 'welcome-back' });
  },
  expire: expireSession,
});

startSessionRenewal(async () => {
  const outcome = await refreshSession({ unlessValidForMs: 2 * RENEW_BEFORE_MS });
  if (outcome === 'ended') expireSession();
});

// The web server's signed-in hint follows the stored session: a session kept from before the hint,
// a sign-out in another tab, an expiry. (Sign-in and logout write it themselves, at once.) The
// admin's providers load this module on the server too.
if (typeof window !== 'undefined') {
  writeSignedInHint(sessionStore.getState().user !== undefined);
  sessionStore.subscribe((state, previous) => {
    if ((state.user === undefined) !== (previous.user === undefined))
      writeSignedInHint(state.user !== undefined);
  });
}
