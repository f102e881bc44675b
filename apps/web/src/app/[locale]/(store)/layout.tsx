import type { ReactNode } from 'react';
import { StoreFrame } from '@/features/shell/store-frame';
import { StoreProviders } from '@/features/shell/store-providers';

// Settings (farm name, footer) change from the admin and the API is not running at build time:
// render the frame per request (reads are cached for a minute by the fetch cache).
export const dynamic = 'force-dynamic';

export default function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <StoreProviders>
      <StoreFrame>{children}</StoreFrame>
    </StoreProviders>
  );
}
