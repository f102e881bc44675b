import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderSummary } from '@/features/order/order-summary';
import { pageWords } from '@/lib/i18n/page-words';
import { WordsProvider } from '@/lib/i18n/words-provider';
import { QueryScope } from '@/lib/query/query-scope';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('order');
  return { title: t('summaryTitle'), robots: { index: false } };
}

/** `/orderSummaryDetails?cartBundleId=...` (no footer): the placed checkout, read in the browser. */
export default async function OrderSummaryRoute({
  searchParams,
}: PageProps<'/[locale]/orderSummaryDetails'>) {
  const { cartBundleId, payment } = await searchParams;
  return (
    <WordsProvider words={await pageWords('order', 'address')}>
      <QueryScope>
        <OrderSummary
          cartBundleId={typeof cartBundleId === 'string' ? cartBundleId : undefined}
          payment={payment === 'paid' || payment === 'failed' || payment === 'later' ? payment : undefined}
        />
      </QueryScope>
    </WordsProvider>
  );
}
