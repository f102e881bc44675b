'use client';

// First: toasts and forms must be ready for the CSP before anything renders.
import '@/lib/security/client-csp';
// The API client learns of the customer's session (renewal, welcome back, expiry) from here.
import '@/features/session/connect-session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastHost } from '@/components/ui/toast-host';

/**
 * The admin's client-side providers: the query cache (server data is fetched and cached here, not
 * copied into stores) and the toast host. The storefront has its own, lighter ones
 * (features/shell/store-providers.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
