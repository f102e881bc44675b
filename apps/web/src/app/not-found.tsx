import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageNotFound } from '@/features/content/page-not-found';
import { StoreFrame } from '@/features/shell/store-frame';
import { StoreProviders } from '@/features/shell/store-providers';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content');
  return { title: t('notFound.metaTitle') };
}

/**
 * An address no page claims, in the storefront's frame. Served from the root (Next's `/_not-found`
 * route) rather than by a catch-all page calling `notFound()`: Next 16 sends such pages as its bare
 * error document and draws them in the browser (vercel/next.js#98295), while this one arrives as
 * real HTML, readable without JavaScript.
 */
export default async function RootNotFound() {
  return (
    <WordsProvider words={await pageWords('common')}>
      <StoreProviders>
        <StoreFrame>
          <PageNotFound />
        </StoreFrame>
      </StoreProviders>
    </WordsProvider>
  );
}
