/**
 * Where the client meets the customer's session (client.ts), kept apart from the client itself so
 * that the storefront can say how the session feature loads without loading the client with every
 * first view (decision 0062): a visitor's page never calls the API from its first script.
 */

/** What the client needs to know of the customer's session, supplied by the session feature. */
export type SessionHooks = {
  isSignedIn: () => boolean;
  /** When the access token ends and when it was last renewed, if known. */
  clock: () => { expiresAt: number; renewedAt: number } | undefined;
  noteRenewed: (expiresInSeconds: number) => void;
  /** A lapsed session came back through its refresh cookie. */
  welcomeBack: () => void;
  /** The refresh was refused: the session is over. */
  expire: () => void;
};

let hooks: SessionHooks | undefined;
let hooksArrived: () => void = () => undefined;
const hooksReady = new Promise<void>((resolve) => {
  hooksArrived = resolve;
});

/** How long a 401 waits for the session feature to connect (it loads just after the page). */
const HOOKS_WAIT_MS = 5000;

export function connectSession(sessionHooks: SessionHooks) {
  hooks = sessionHooks;
  hooksArrived();
}

/** The session feature's hooks, if it has connected itself. */
export function connectedSession(): SessionHooks | undefined {
  return hooks;
}

/** How the session feature is loaded when a call needs it before it connected itself. */
let loadSession: (() => unknown) | undefined;

/** The storefront, which loads the session feature only where there is a session, says how here. */
export function loadSessionWith(load: () => unknown) {
  loadSession = load;
}

/**
 * The session feature connects itself once the page is idle (it is not part of a first view), and
 * on a visitor's pages not at all; a call answered 401 before that loads it and waits for it, so a
 * lapsed session is still renewed, not dropped.
 */
export async function sessionHooks(): Promise<SessionHooks | undefined> {
  if (hooks || typeof window === 'undefined') return hooks;
  loadSession?.();
  await Promise.race([hooksReady, new Promise((resolve) => setTimeout(resolve, HOOKS_WAIT_MS))]);
  return hooks;
}
