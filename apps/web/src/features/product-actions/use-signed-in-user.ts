'use client';

import { useEffect, useState } from 'react';
import { type SessionUser, useSession } from '@/features/session/session-store';

/**
 * The signed-in customer, or undefined; undefined too until the page has hydrated (the persisted
 * session exists only in the browser, so the server's markup is the signed-out one).
 */
export function useSignedInUser(): { user: SessionUser | undefined; ready: boolean } {
  const user = useSession((s) => s.user);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return { user: ready ? user : undefined, ready };
}
