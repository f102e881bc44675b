import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { CartPage } from '@/features/cart/cart-page';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart');
  return { title: t('title') };
}

/** `/cartPage` (no footer): the signed-in customer's cart and checkout, all in the browser. */
export default async function CartRoute() {
  const t = await getTranslations('cart');
  const common = await getTranslations('common');
  return (
    <WordsProvider words={await pageWords('cart', 'checkout', 'delivery', 'order', 'address')}>
      <CartPage
        signedOut={
          <LoginPrompt next="/cartPage" title={common('logInTitle')} action={common('logIn')}>
            {t('loginPrompt')}
          </LoginPrompt>
        }
      />
    </WordsProvider>
  );
}
