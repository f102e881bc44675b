import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ADMIN_NAMESPACES } from '@/lib/i18n/catalogues';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
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
 * first-load budget here, decision 0053): its provider holds the admin's namespaces. The shared
 * parts (form fields, page states) read `common` with `useWords`, as on the storefront, and an
 * order's and a delivery answer's words come from the storefront's `order` and `delivery`
 * (`useOrderWords`, `useDeliveryWords`): one wording for the customer and the staff. A
 * subscription's calendar and a wallet's ledger read the storefront's `subscription` and `wallet`.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const [messages, common] = await Promise.all([
    pageWords(...ADMIN_NAMESPACES),
    pageWords('common', 'address', 'order', 'delivery', 'subscription', 'wallet'),
  ]);
  return (
    <NextIntlClientProvider messages={messages}>
      <WordsProvider words={common}>
        <Providers>{children}</Providers>
      </WordsProvider>
    </NextIntlClientProvider>
  );
}
