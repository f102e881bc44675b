'use client';

import { useSyncExternalStore } from 'react';
import { type SessionUser, useSession } from './session-store';

// The browser reads the stored session when the store's module loads: only the hydrating render
// (which must match the server's) has not.
const subscribeToNothing = () => () => undefined;

/**
 * The signed-in customer once the persisted session has been read. The server renders
 * `ready: false` (it cannot know who is signed in), so the first client render matches it; pages
 * decide their redirects only when `ready` is true.
 */
export function useHydratedSession(): { ready: boolean; user: SessionUser | undefined } {
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const user = useSession((s) => s.user);
  return { ready, user: ready ? user : undefined };
}
