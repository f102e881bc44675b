import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Footer } from '@/components/layout/footer';
import { FooterGate } from '@/components/layout/footer-gate';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { TopBar } from '@/components/layout/top-bar';
import { getShopSettings } from '@/features/settings/shop-settings';

/**
 * The storefront's frame: top bar, page, footer (each hidden where spec §2 says), loading overlay.
 * The store's layout wraps its pages in it, and the root 404 wraps the "not found" message.
 */
export async function StoreFrame({ children }: { children: ReactNode }) {
  const settings = await getShopSettings();
  return (
    <>
      <a href="#main" className="visually-hidden">
        Skip to content
      </a>
      <TopBar farmName={settings.farmName} />
      <main id="main">{children}</main>
      <FooterGate>
        <Footer />
      </FooterGate>
      <Suspense fallback={null}>
        <LoadingOverlay />
      </Suspense>
    </>
  );
}
