import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { svgIcon } from '@/components/ui/server-icons';
import { getShopSettings } from '@/features/settings/shop-settings';
import { Footer } from './footer';
import { FooterGate } from './footer-gate';
import { topBarWords } from './frame-words';
import { TopBar, type TopBarIcons } from './top-bar';

/** Drawn here, on the server, so that no icon code goes to the browser with the top bar. */
const TOP_BAR_ICONS: TopBarIcons = {
  search: svgIcon('search'),
  cart: svgIcon('shopping-cart'),
  wishlist: svgIcon('heart'),
  account: svgIcon('user'),
  menu: svgIcon('menu'),
  close: svgIcon('x'),
};

/**
 * The storefront's frame: top bar, page, footer (each hidden where spec §2 says), loading overlay.
 * The store's layout wraps its pages in it, and the root 404 wraps the "not found" message.
 */
export async function StoreFrame({ children }: { children: ReactNode }) {
  const [settings, words, t] = await Promise.all([
    getShopSettings(),
    topBarWords(),
    getTranslations('frame'),
  ]);
  return (
    <>
      <a href="#main" className="visually-hidden">
        {t('skipToContent')}
      </a>
      <TopBar farmName={settings.farmName} icons={TOP_BAR_ICONS} words={words} />
      <main id="main">{children}</main>
      <FooterGate>
        <Footer />
      </FooterGate>
      <Suspense fallback={null}>
        <LoadingOverlay label={t('loading')} />
      </Suspense>
    </>
  );
}
