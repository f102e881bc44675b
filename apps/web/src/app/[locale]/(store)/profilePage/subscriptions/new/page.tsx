import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SIGNED_IN_HINT_COOKIE } from '@/features/session/signed-in-hint';
import { SubscribePage } from '@/features/subscription/subscribe-page';
import { redirect } from '@/lib/i18n/navigation';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import { firstParam, withNext } from '@/lib/next-path';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('subscription');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Subscribing to a product (issue 34), reached from the product page's "Subscribe": a visitor signs
 * in first and comes back here with the product, as "Add to cart" keeps its intent.
 */
export default async function SubscribeRoute({ searchParams }: Props) {
  const productId = Number(firstParam((await searchParams).productId));
  const valid = Number.isInteger(productId) && productId > 0;
  const here = valid ? `/profilePage/subscriptions/new?productId=${productId}` : '/profilePage/subscriptions';
  if (!(await cookies()).has(SIGNED_IN_HINT_COOKIE)) {
    redirect({ href: withNext('/profileLogin', here), locale: await getPageLanguage() });
  }
  return (
    <WordsProvider words={await pageWords('profile', 'subscription', 'address', 'delivery')}>
      <SubscribePage productId={valid ? productId : undefined} here={here} />
    </WordsProvider>
  );
}
