import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { cache, Suspense } from 'react';
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
 * The frame around the page, made once a request: the store's layout and the root 404 (which Next
 * sends with every page, for a `notFound()` in the browser) then hold the very same elements, and
 * React's server payload writes them once and refers to them the second time. Made apart, the
 * footer, its icons and the links went twice in every page (~9 KB before compression).
 */
const frameEdges = cache(async () => {
  const [settings, words, t] = await Promise.all([
    getShopSettings(),
    topBarWords(),
    getTranslations('frame'),
  ]);
  return {
    top: (
      <>
        <a href="#main" className="visually-hidden">
          {t('skipToContent')}
        </a>
        <TopBar farmName={settings.farmName} icons={TOP_BAR_ICONS} words={words} />
      </>
    ),
    bottom: (
      <>
        <FooterGate>
          <Footer />
        </FooterGate>
        <Suspense fallback={null}>
          <LoadingOverlay label={t('loading')} />
        </Suspense>
      </>
    ),
  };
});

/**
 * The storefront's frame: top bar, page, footer (each hidden where spec §2 says), loading overlay.
 * The store's layout wraps its pages in it, and the root 404 wraps the "not found" message.
 */
export async function StoreFrame({ children }: { children: ReactNode }) {
  const { top, bottom } = await frameEdges();
  return (
    <>
      {top}
      <main id="main">{children}</main>
      {bottom}
    </>
  );
}
