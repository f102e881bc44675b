import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { WishlistPage } from '@/features/wishlist/wishlist-page';
import { pageWords } from '@/lib/i18n/page-words';
import { serverWords } from '@/lib/i18n/server-words';
import { WordsProvider } from '@/lib/i18n/words-provider';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverWords('wishlist');
  return { title: t('title') };
}

/** `/wishlistPage` (no footer; the top bar's heart is filled): the customer's saved products. */
export default async function WishlistRoute() {
  const [t, common, words] = await Promise.all([
    serverWords('wishlist'),
    getTranslations('common'),
    pageWords('catalogue', 'product', 'wishlist'),
  ]);
  return (
    <WordsProvider words={words}>
      <WishlistPage
        signedOut={
          <LoginPrompt next="/wishlistPage" title={common('logInTitle')} action={common('logIn')}>
            {t('signedOut')}
          </LoginPrompt>
        }
      />
    </WordsProvider>
  );
}
