'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { showsFooter } from './route-rules';

/** The footer is rendered on the server; this hides it on the routes spec §2 lists. */
export function FooterGate({ children }: { children: ReactNode }) {
  return showsFooter(usePathname()) ? children : null;
}
