import type { ReactNode } from 'react';
import { StoreFrame } from '@/features/shell/store-frame';
import { StoreProviders } from '@/features/shell/store-providers';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';

// Settings (farm name, footer) change from the admin and the API is not running at build time:
// render the frame per request (reads are cached for a minute by the fetch cache).
export const dynamic = 'force-dynamic';

/** Every storefront page: its frame, and the `common` words its client parts share. */
export default async function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <WordsProvider words={await pageWords('common')}>
      <StoreProviders>
        <StoreFrame>{children}</StoreFrame>
      </StoreProviders>
    </WordsProvider>
  );
}
