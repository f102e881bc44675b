'use client';

// First: toasts and forms must be ready for the CSP before anything renders.
import '@/lib/security/client-csp';
// The API client learns of the customer's session (renewal, welcome back, expiry) from here.
import '@/features/session/connect-session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';

/**
 * Client-side providers: the query cache (server data is fetched and cached here, not copied into
 * stores) and the toast host. react-hot-toast's defaults are the spec's: success 2 s; error, blank
 * and custom 4 s; loading until dismissed; at most 20 at once.
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
      <Toaster position="top-center" toastOptions={{ className: 'toast' }} />
    </QueryClientProvider>
  );
}
