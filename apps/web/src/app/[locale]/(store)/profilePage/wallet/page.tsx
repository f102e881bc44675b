import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SIGNED_IN_HINT_COOKIE } from '@/features/session/signed-in-hint';
import { topUpReturnOf } from '@/features/wallet/top-up-return';
import { WalletPage } from '@/features/wallet/wallet-page';
import { redirect } from '@/lib/i18n/navigation';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import { withNext } from '@/lib/next-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('wallet');
  return { title: t('title') };
}

/** Profile → Wallet (issue 34): the balance, the ledger and a top-up; `?payment=` back from paying one. */
export default async function WalletRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const returned = topUpReturnOf((await searchParams).payment);
  if (!(await cookies()).has(SIGNED_IN_HINT_COOKIE)) {
    redirect({ href: withNext('/profileLogin', '/profilePage/wallet'), locale: await getPageLanguage() });
  }
  return (
    <WordsProvider words={await pageWords('profile', 'wallet')}>
      <WalletPage returned={returned} />
    </WordsProvider>
  );
}
