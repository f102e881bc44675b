import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getShopSettings } from '@/features/settings/shop-settings';

/** Every tab names the shop as its settings do (issue 14.8), not a name fixed at build time. */
export async function generateMetadata(): Promise<Metadata> {
  const { farmName } = await getShopSettings();
  return {
    metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
    title: { default: farmName, template: `%s | ${farmName}` },
    description: 'Fresh goat milk, ghee, paneer, soaps and more, straight from our farm in Tamil Nadu.',
    icons: { icon: '/logo.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#0f4c4c', width: 'device-width', initialScale: 1 };

/**
 * Only the document: the storefront and the admin bring their own client providers in their own
 * layouts, so a page pays only for what its part of the shop uses.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page carries a per-request CSP nonce (src/proxy.ts): none may be prerendered at build
  // time, or its scripts would have no nonce and never run (the default 404 page included).
  await connection();
  // The page's language (the proxy resolved it from the address): `<html lang>` and every link's
  // prefix. Client components get no catalogue here: a page gives its words as props or provides
  // the namespaces it needs (the first-load budget).
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider locale={locale} messages={null}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
