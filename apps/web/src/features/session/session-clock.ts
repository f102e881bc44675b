/**
 * When the customer's 15-minute access token ends and when it was last renewed. Timestamps only
 * (never a token): they let every open tab schedule the silent renewal, and let a call that got a
 * 401 see that another call or tab has already renewed the session. `remember` repeats the
 * customer's "Remember me" choice for calls that start a fresh session (change of number).
 */
export type SessionClock = { expiresAt: number; renewedAt: number; remember: boolean };

export const SESSION_CLOCK_KEY = 'farm-session-clock';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function readClock(): SessionClock | undefined {
  try {
    const raw = storage()?.getItem(SESSION_CLOCK_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<SessionClock>;
    if (typeof value.expiresAt !== 'number' || typeof value.renewedAt !== 'number') return undefined;
    return { expiresAt: value.expiresAt, renewedAt: value.renewedAt, remember: value.remember === true };
  } catch {
    return undefined;
  }
}

/** Records a new access token that lives `expiresInSeconds` from now. */
export function noteRenewed(expiresInSeconds: number, remember = readClock()?.remember ?? false) {
  const now = Date.now();
  const clock: SessionClock = { expiresAt: now + expiresInSeconds * 1000, renewedAt: now, remember };
  storage()?.setItem(SESSION_CLOCK_KEY, JSON.stringify(clock));
  for (const listener of listeners) listener();
}

export function clearClock() {
  storage()?.removeItem(SESSION_CLOCK_KEY);
  for (const listener of listeners) listener();
}

/** Called when this tab changes the clock (other tabs hear of it through the `storage` event). */
export function onClockChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
