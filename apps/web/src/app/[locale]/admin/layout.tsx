import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ADMIN_NAMESPACES } from '@/lib/i18n/catalogues';
import { pageWords } from '@/lib/i18n/page-words';
import { Providers } from './providers';

// Staff screens are drawn per request and never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const brand = (await getTranslations('adminShell'))('brand');
  return {
    title: { default: brand, template: `%s | ${brand}` },
    robots: { index: false, follow: false },
  };
}

/**
 * The staff area reads its words in the browser through next-intl's `useTranslations` (no
 * first-load budget here, decision 0053): its provider holds the admin's namespaces.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const messages = await pageWords(...ADMIN_NAMESPACES);
  return (
    <NextIntlClientProvider messages={messages}>
      <Providers>{children}</Providers>
    </NextIntlClientProvider>
  );
}
