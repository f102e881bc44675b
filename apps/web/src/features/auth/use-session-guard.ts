'use client';

import { useEffect, useState } from 'react';
import { useHydratedSession } from '@/features/session/use-hydrated-session';
import { useRouter } from '@/lib/i18n/navigation';

export type GuardState = 'checking' | 'allowed' | 'leaving';

/**
 * Spec §4: `/profilePage` is for signed-in customers, `/profileLogin` for visitors. Decided once,
 * when the persisted session is known; later sign-ins and logouts navigate by themselves.
 */
export function useSessionGuard(audience: 'customer' | 'visitor', elsewhere: string): GuardState {
  const { ready, user } = useHydratedSession();
  const router = useRouter();
  const [state, setState] = useState<GuardState>('checking');

  useEffect(() => {
    if (!ready || state !== 'checking') return;
    const allowed = (audience === 'customer') === (user !== undefined);
    setState(allowed ? 'allowed' : 'leaving');
    if (allowed) return;
    // The server's signed-in hint follows what was found, before the next page is asked for: a
    // session kept from before the hint would otherwise be sent back here by the server.
    void import('@/features/session/signed-in-hint').then((m) => {
      m.writeSignedInHint(user !== undefined);
      router.replace(elsewhere);
    });
  }, [ready, state, user, audience, elsewhere, router]);

  return state;
}
