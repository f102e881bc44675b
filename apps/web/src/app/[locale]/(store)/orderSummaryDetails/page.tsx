import type { Metadata } from 'next';
import { OrderSummary } from '@/features/order/order-summary';
import { QueryScope } from '@/lib/query/query-scope';

export const metadata: Metadata = { title: 'Order summary', robots: { index: false } };

/** `/orderSummaryDetails?cartBundleId=...` (no footer): the placed checkout, read in the browser. */
export default async function OrderSummaryRoute({
  searchParams,
}: PageProps<'/[locale]/orderSummaryDetails'>) {
  const { cartBundleId, payment } = await searchParams;
  return (
    <QueryScope>
      <OrderSummary
        cartBundleId={typeof cartBundleId === 'string' ? cartBundleId : undefined}
        payment={payment === 'paid' || payment === 'failed' || payment === 'later' ? payment : undefined}
      />
    </QueryScope>
  );
}
