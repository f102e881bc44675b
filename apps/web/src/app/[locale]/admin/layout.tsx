import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './providers';

// Staff screens are drawn per request and never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Farm admin', template: '%s | Farm admin' },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
