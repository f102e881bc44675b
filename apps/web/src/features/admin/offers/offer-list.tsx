'use client';

import { OFFER_STATUSES, type Offer } from '@farm/contract';
import { offerRoutes } from '@farm/contract/plain/routes/offer';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { previewUrl } from '@/features/admin/media/upload-media';
import { PERIOD_TONES, usePeriodWords } from '@/features/admin/offers/period-status';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

type Words = ReturnType<typeof useTranslations<'adminContent.offers.list'>>;

/** "15% off 2 categories", "₹50.00 off 3 products", or "Shown only" for an offer that takes nothing off. */
function discountOf(t: Words, offer: Offer): string {
  const off =
    offer.discountPercent != null
      ? `${offer.discountPercent}%`
      : offer.discountAmount != null
        ? formatPaise(offer.discountAmount)
        : undefined;
  if (offer.appliesTo === 'shop') return off ? t('offEverything', { off }) : t('shownOnly');
  const count = offer.appliesTo === 'categories' ? offer.categoryIds.length : offer.productIds.length;
  if (!off || count === 0) return t('shownOnly');
  return offer.appliesTo === 'categories'
    ? t('offCategories', { off, count })
    : t('offProducts', { off, count });
}

/** `/admin/offers`. */
export function OfferList() {
  const t = useTranslations('adminContent.offers.list');
  const period = usePeriodWords();
  return (
    <AdminList
      caption={t('caption')}
      endpoint={offerRoutes.listOffers}
      rowKey={(o) => o.id}
      filters={[
        missingTamilFilter,
        {
          name: 'status',
          label: t('status'),
          options: OFFER_STATUSES.map((s) => ({ value: s, label: period.status(s) })),
        },
      ]}
      columns={[
        {
          key: 'title',
          header: t('title'),
          cell: (o) => (
            <Link href={`/admin/offers/${o.id}`} className="admin-row-link">
              {o.imageUrl && <img src={previewUrl(o.imageUrl, 64)} alt="" />}
              {o.title}
            </Link>
          ),
        },
        { key: 'discount', header: t('discount'), cell: (o) => discountOf(t, o) },
        { key: 'period', header: t('period'), wide: true, cell: period.text },
        {
          key: 'status',
          header: t('status'),
          cell: (o) => <StatusBadge tone={PERIOD_TONES[o.status]}>{period.status(o.status)}</StatusBadge>,
        },
        tamilColumn({ title: 'title', description: 'description' }),
      ]}
    />
  );
}
