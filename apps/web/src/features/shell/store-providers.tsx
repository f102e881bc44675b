'use client';

// First: a toast's style element must carry the page's nonce, and zod must not probe for eval (CSP).
import '@/lib/security/client-csp';
import { type ReactNode, useEffect } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import { useWhenIdle } from '@/components/layout/use-when-idle';
import { useToastHostWanted } from '@/components/ui/toast-host-wanted';
import { connectSessionWhenThere } from '@/features/session/session-connection';

/**
 * The storefront's client-side providers: only what every page needs at once. The toast host is
 * loaded with the first code that may raise a toast (`@/components/ui/toast`: a form, a cart
 * button), in a chunk of its own; when the browser is idle comes the session's connection to the
 * API client (renewal, welcome back, expiry; a 401 before then waits for it), where there is a
 * session. The query cache is provided by `QueryScope` where a page reads in the browser, so pages
 * drawn from server data load no query library (issue 18: the shop's own first-load code ≤ 10 kB
 * above the framework's); a visitor's first view loads neither the toast code nor the session's.
 */
export function StoreProviders({ children }: { children: ReactNode }) {
  const idle = useWhenIdle();
  useEffect(() => {
    if (idle) return connectSessionWhenThere();
  }, [idle]);
  // A toast raised before the host arrives waits in the library's store; its display time runs
  // from when it was raised, so the session's toasts wait for the host (toast-later.ts).
  const ToastHost = useLazyComponent(
    useToastHostWanted(),
    () => import('@/components/ui/toast-host').then((m) => m.ToastHost),
    'nothing',
  );
  return (
    <>
      {children}
      {ToastHost && <ToastHost />}
    </>
  );
}
