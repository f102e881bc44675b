'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { showsFooter } from './route-rules';

/** The footer is rendered on the server; this hides it on the routes spec §2 lists. */
export function FooterGate({ children }: { children: ReactNode }) {
  return showsFooter(usePathname()) ? children : null;
}
