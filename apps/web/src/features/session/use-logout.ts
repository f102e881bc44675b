'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useSession } from './session-store';

/** Spec §4: logout clears what was stored and goes to `/`; the server ends the session too. */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'customer' }),
    }).catch(() => undefined);
    useSession.getState().clear();
    queryClient.clear();
    router.push('/');
  }, [queryClient, router]);
}
