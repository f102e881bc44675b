'use client';

import { useCallback, useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { onSessionEnd } from './session-end';
import { sessionStore } from './session-store';

/**
 * Spec §4: logout clears what was stored and goes to `/`; the server ends the session too.
 * While mounted it is also how a session that expired on its own is logged out (without a page
 * load, so the 'Session Expired, Please Login' toast stays readable).
 */
export function useLogout() {
  const router = useRouter();
  const logout = useCallback(async () => {
    // The API client is not part of a first view; logout loads it (and the query cache) when used.
    await import('@/lib/api/client').then((m) => m.endServerSession());
    sessionStore.getState().clear();
    await import('./signed-in-hint').then((m) => m.writeSignedInHint(false));
    await import('@/lib/query/shop-query-client').then((m) => m.clearShopQueries());
    router.push('/');
  }, [router]);
  useEffect(() => onSessionEnd(logout), [logout]);
  return logout;
}
