// Poppins' Latin faces only: its latin-ext files (6 KiB a weight) were fetched on every page for one
// glyph, ₹, which the system's face draws as well (issue 36, the home page's weight).
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getShopSettings } from '@/features/settings/shop-settings';
import { LanguageProvider } from '@/lib/i18n/language-context';
import { LinkNavigator } from '@/lib/i18n/link-navigator';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { siteUrl } from '@/lib/site-url';

/**
 * Every tab names the shop as its settings do (issue 14.8), not a name fixed at build time. Relative
 * canonicals and alternates resolve against the address the pages already use (`siteUrl`): a
 * canonical on another origin than the page is one of its own hreflang alternates, which search
 * engines (and Lighthouse's canonical audit) refuse.
 */
export async function generateMetadata(): Promise<Metadata> {
  const [{ farmName }, origin] = await Promise.all([getShopSettings(), siteUrl()]);
  return {
    metadataBase: new URL(origin),
    title: { default: farmName, template: `%s | ${farmName}` },
    description: 'Fresh goat milk, ghee, paneer, soaps and more, straight from our farm in Tamil Nadu.',
    icons: { icon: '/logo.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#0f4c4c', width: 'device-width', initialScale: 1 };

/**
 * Only the document, in the page's language (`<html lang>`, from the address: the proxy resolved
 * it). A page changes language by a document navigation (the switch is a plain link), so this
 * layout is drawn again with it. The storefront and the admin bring their own client providers in
 * their own layouts, so a page pays only for what its part of the shop uses.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page carries a per-request CSP nonce (src/proxy.ts): none may be prerendered at build
  // time, or its scripts would have no nonce and never run (the default 404 page included).
  await connection();
  const language = await getPageLanguage();
  const problems = await getTranslations({ locale: language, namespace: 'problems' });
  return (
    <html lang={language}>
      <body>
        <LanguageProvider language={language} unexpected={problems('UNEXPECTED')}>
          {children}
          <LinkNavigator />
        </LanguageProvider>
      </body>
    </html>
  );
}
