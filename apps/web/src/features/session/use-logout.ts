'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { endServerSession } from '@/lib/api/client';
import { onSessionEnd } from './session-end';
import { useSession } from './session-store';

/**
 * Spec §4: logout clears what was stored and goes to `/`; the server ends the session too.
 * While mounted it is also how a session that expired on its own is logged out (without a page
 * load, so the 'Session Expired, Please Login' toast stays readable).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const logout = useCallback(async () => {
    await endServerSession();
    useSession.getState().clear();
    queryClient.clear();
    router.push('/');
  }, [queryClient, router]);
  useEffect(() => onSessionEnd(logout), [logout]);
  return logout;
}
