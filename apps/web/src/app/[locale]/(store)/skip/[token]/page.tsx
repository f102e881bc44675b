import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SkipLinkPage } from '@/features/subscription/skip-link-page';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import { QueryScope } from '@/lib/query/query-scope';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('subscription');
  // A link for one customer's one day: never in a search engine.
  return { title: t('skipLink.metaTitle'), robots: { index: false, follow: false } };
}

/** `/skip/<token>` (Tamil `/ta/skip/<token>`): the evening reminder's one-tap skip, no sign-in (issue 34.2). */
export default async function SkipLinkRoute({ params }: PageProps<'/[locale]/skip/[token]'>) {
  const { token } = await params;
  return (
    <WordsProvider words={await pageWords('subscription', 'common')}>
      <QueryScope>
        <SkipLinkPage token={token} />
      </QueryScope>
    </WordsProvider>
  );
}
