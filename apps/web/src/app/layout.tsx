import './globals.css';
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getShopSettings } from '@/features/settings/shop-settings';
import { LanguageProvider } from '@/lib/i18n/language-context';
import { LinkNavigator } from '@/lib/i18n/link-navigator';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { preloadFaces } from '@/lib/preload-faces';
import { siteUrl } from '@/lib/site-url';

/**
 * Every tab names the shop as its settings do (issue 14.8), not a name fixed at build time. Relative
 * canonicals and alternates resolve against the address the pages already use (`siteUrl`): a
 * canonical on another origin than the page is one of its own hreflang alternates, which search
 * engines (and Lighthouse's canonical audit) refuse.
 */
export async function generateMetadata(): Promise<Metadata> {
  const language = await getPageLanguage();
  const [{ farmName }, origin, frame] = await Promise.all([
    getShopSettings(),
    siteUrl(),
    getTranslations({ locale: language, namespace: 'frame' }),
  ]);
  return {
    metadataBase: new URL(origin),
    title: { default: farmName, template: `%s | ${farmName}` },
    description: frame('description'),
    icons: { icon: '/logo.svg' },
  };
}

/**
 * The Poppins faces every storefront page draws (globals.css), asked for with the document rather
 * than once the stylesheets are read. A page laid out before they arrive is laid out again in them:
 * ~45 ms of the home page's main thread unthrottled, several times that on a slow phone (Chromium
 * traces, 1 Dec). 500 is left to be found by the stylesheets (few pages draw it).
 */
const POPPINS_FACES = [400, 600, 700].map((weight) => `/fonts/poppins-latin-${weight}-normal.woff2`);

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
  preloadFaces(POPPINS_FACES);
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
