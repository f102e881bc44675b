'use client';

import { OFFER_STATUSES, type Offer } from '@farm/contract';
import { offerRoutes } from '@farm/contract/plain/routes/offer';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { previewUrl } from '@/features/admin/media/upload-media';
import { PERIOD_STATUS, periodText } from '@/features/admin/offers/period-status';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

/** "15% off 2 categories", "₹50.00 off 3 products", or "Shown only" for an offer that takes nothing off. */
function discountOf(offer: Offer): string {
  const off =
    offer.discountPercent != null
      ? `${offer.discountPercent}%`
      : offer.discountAmount != null
        ? formatPaise(offer.discountAmount)
        : undefined;
  const targets =
    offer.appliesTo === 'shop'
      ? 'everything'
      : offer.appliesTo === 'categories'
        ? count(offer.categoryIds.length, 'category', 'categories')
        : count(offer.productIds.length, 'product', 'products');
  if (!off || targets.startsWith('0 ')) return 'Shown only';
  return `${off} off ${targets}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `/admin/offers`. */
export function OfferList() {
  return (
    <AdminList
      caption="Offers"
      endpoint={offerRoutes.listOffers}
      rowKey={(o) => o.id}
      filters={[
        missingTamilFilter,
        {
          name: 'status',
          label: 'Status',
          options: OFFER_STATUSES.map((s) => ({ value: s, label: PERIOD_STATUS[s].label })),
        },
      ]}
      columns={[
        {
          key: 'title',
          header: 'Title',
          cell: (o) => (
            <Link href={`/admin/offers/${o.id}`} className="admin-row-link">
              {o.imageUrl && <img src={previewUrl(o.imageUrl, 64)} alt="" />}
              {o.title}
            </Link>
          ),
        },
        { key: 'discount', header: 'Discount', cell: discountOf },
        { key: 'period', header: 'Period', wide: true, cell: periodText },
        {
          key: 'status',
          header: 'Status',
          cell: (o) => (
            <StatusBadge tone={PERIOD_STATUS[o.status].tone}>{PERIOD_STATUS[o.status].label}</StatusBadge>
          ),
        },
        tamilColumn({ title: 'title', description: 'description' }),
      ]}
    />
  );
}
