'use client';

// First: a toast's style element must carry the page's nonce, and zod must not probe for eval (CSP).
import '@/lib/security/client-csp';
import { type ReactNode, useEffect } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import { useWhenIdle } from '@/components/layout/use-when-idle';

/**
 * The storefront's client-side providers: only what every page needs at once. The toast host is
 * loaded just after hydration, in a chunk of its own; when the browser is idle comes the session's
 * connection to the API client (renewal, welcome back, expiry; a 401 before then waits for it).
 * The query cache is provided by `QueryScope` where a page reads in the browser, so pages drawn
 * from server data load no query library (issue 18: the shop's own first-load code ≤ 10 kB above
 * the framework's).
 */
export function StoreProviders({ children }: { children: ReactNode }) {
  const idle = useWhenIdle();
  useEffect(() => {
    if (idle) void import('@/features/session/connect-session');
  }, [idle]);
  // The host comes at once after hydration, in its own chunk: a toast waits for it in the
  // library's store, but its display time runs from when it was raised (a 2 s success toast
  // raised before an idle-time host arrived was over before it showed).
  const ToastHost = useLazyComponent(
    true,
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
