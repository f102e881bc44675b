import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SIGNED_IN_HINT_COOKIE } from '@/features/session/signed-in-hint';
import { SubscriptionsPage } from '@/features/subscription/subscriptions-page';
import { redirect } from '@/lib/i18n/navigation';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import { withNext } from '@/lib/next-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('subscription');
  return { title: t('title') };
}

/** Profile → Subscriptions (issue 34): a visitor signs in first and comes back here. */
export default async function SubscriptionsRoute() {
  if (!(await cookies()).has(SIGNED_IN_HINT_COOKIE)) {
    redirect({
      href: withNext('/profileLogin', '/profilePage/subscriptions'),
      locale: await getPageLanguage(),
    });
  }
  return (
    <WordsProvider words={await pageWords('profile', 'subscription', 'address')}>
      <SubscriptionsPage />
    </WordsProvider>
  );
}
