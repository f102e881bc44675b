import { onClockChange, readClock, SESSION_CLOCK_KEY } from './session-clock';
import { SESSION_STORE_KEY, sessionStore } from './session-store';

/** Renew this long before the access token ends (DESIGN §3: renewal is silent). */
export const RENEW_BEFORE_MS = 60_000;

let started = false;

/**
 * Keeps the session alive while a tab is open: `renew` runs a minute before the access token
 * ends. A token that has already lapsed (the tab was closed) is left to the next call's 401, which
 * welcomes the customer back. Tabs follow each other through the `storage` event: a renewal,
 * sign-in or logout in one tab reschedules and updates the others.
 */
export function startSessionRenewal(renew: () => Promise<void>) {
  if (started || typeof window === 'undefined') return;
  started = true;
  let timer: number | undefined;

  const schedule = () => {
    window.clearTimeout(timer);
    timer = undefined;
    const clock = readClock();
    if (!clock || !sessionStore.getState().user) return;
    const now = Date.now();
    if (clock.expiresAt <= now) return;
    timer = window.setTimeout(() => void renew(), Math.max(0, clock.expiresAt - RENEW_BEFORE_MS - now));
  };

  schedule();
  onClockChange(schedule);
  sessionStore.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) schedule();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORE_KEY || event.key === null) sessionStore.rehydrate();
    if (event.key === SESSION_CLOCK_KEY || event.key === null) schedule();
  });
}
