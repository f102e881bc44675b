'use client';

import { useSyncExternalStore } from 'react';
import { type SessionUser, useSession } from '@/features/session/session-store';

const noSubscription = () => () => {};

/**
 * The signed-in customer, once the browser's persisted session can be read. The server renders
 * `ready: false` (it cannot know who is signed in), so the first client render matches it.
 */
export function useSignedInUser(): { ready: boolean; user: SessionUser | undefined } {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const user = useSession((s) => s.user);
  return { ready, user: ready ? user : undefined };
}
