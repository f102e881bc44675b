'use client';

import { OFFER_STATUSES, type Offer, type OfferStatus } from '@farm/contract';
import { offerRoutes } from '@farm/contract/plain/routes/offer';
import Link from 'next/link';
import { AdminList } from '@/features/admin/list/admin-list';
import { previewUrl } from '@/features/admin/media/upload-media';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';

const STATUS: Record<OfferStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Running', tone: 'good' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  expired: { label: 'Ended', tone: 'muted' },
  inactive: { label: 'Switched off', tone: 'warn' },
};

function period(offer: Offer): string {
  if (!offer.startsAt && !offer.endsAt) return 'Always';
  return `${offer.startsAt ? formatDate(offer.startsAt) : '…'} – ${offer.endsAt ? formatDate(offer.endsAt) : '…'}`;
}

/** `/admin/offers`. */
export function OfferList() {
  return (
    <AdminList
      caption="Offers"
      endpoint={offerRoutes.listOffers}
      rowKey={(o) => o.id}
      filters={[
        {
          name: 'status',
          label: 'Status',
          options: OFFER_STATUSES.map((s) => ({ value: s, label: STATUS[s].label })),
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
        {
          key: 'discount',
          header: 'Discount',
          align: 'end',
          cell: (o) => (o.discountPercent ? `${o.discountPercent}%` : '—'),
        },
        { key: 'period', header: 'Period', wide: true, cell: period },
        {
          key: 'status',
          header: 'Status',
          cell: (o) => <StatusBadge tone={STATUS[o.status].tone}>{STATUS[o.status].label}</StatusBadge>,
        },
      ]}
    />
  );
}
