'use client';

import type { ComponentType } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import { type SessionUser, sessionStore } from './session-store';
import { useHydratedSession } from './use-hydrated-session';

/**
 * A page's signed-in part (the cart, the wishlist, the account), loaded only for a signed-in
 * customer: a visitor's first view (the log-in prompt) then carries none of its reading code
 * (React Query, the API client, the forms). Call `preloadForCustomer` with the same `load` where
 * the page's module is evaluated: a stored session starts the download before hydration, so a
 * customer waits no longer than when it was part of the page.
 */
export function useSignedInPart<P extends { user: SessionUser }>(
  load: () => Promise<ComponentType<P>>,
): { ready: boolean; user: SessionUser | undefined; Part: ComponentType<P> | undefined } {
  const { ready, user } = useHydratedSession();
  const Part = useLazyComponent(user !== undefined, load);
  return { ready, user, Part };
}

/** Starts loading a signed-in part at once when the browser holds a customer's session. */
export function preloadForCustomer(load: () => Promise<unknown>): void {
  if (typeof window !== 'undefined' && sessionStore.getState().user) void load().catch(() => undefined);
}
