'use client';

import { reviewRoutes } from '@farm/contract/plain/routes/review';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';

const yesNo = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** A rating as five stars, read out as "4 of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useTranslations('adminCatalogue.reviews.list');
  return (
    <span role="img" aria-label={t('stars', { rating })} className={className}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

/** `/admin/reviews`: newest first, filtered by rating, answered or not, hidden or not. */
export function ReviewList() {
  const t = useTranslations('adminCatalogue.reviews.list');
  const language = useLanguage();
  return (
    <AdminList
      caption={t('caption')}
      endpoint={reviewRoutes.listReviews}
      rowKey={(r) => r.id}
      filters={[
        {
          name: 'rating',
          label: t('rating'),
          options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('starsOption', { n }) })),
        },
        { name: 'replied', label: t('reply'), options: yesNo(t('answered'), t('waitingForReply')) },
        { name: 'hidden', label: t('visibility'), options: yesNo(t('hidden'), t('shown')) },
      ]}
      columns={[
        {
          key: 'review',
          header: t('review'),
          cell: (r) => (
            <Link href={`/admin/reviews/${r.id}`} className="admin-row-link">
              {r.title ?? r.comment.slice(0, 60)}
            </Link>
          ),
        },
        { key: 'product', header: t('product'), wide: true, cell: (r) => r.productName },
        {
          key: 'rating',
          header: t('rating'),
          cell: (r) => <Stars rating={r.rating} />,
        },
        { key: 'by', header: t('by'), wide: true, cell: (r) => r.customerName },
        {
          key: 'state',
          header: t('state'),
          cell: (r) =>
            r.hidden ? (
              <StatusBadge tone="muted">{t('hidden')}</StatusBadge>
            ) : r.replies.length > 0 ? (
              <StatusBadge tone="good">{t('answered')}</StatusBadge>
            ) : (
              <StatusBadge tone="warn">{t('waiting')}</StatusBadge>
            ),
        },
        { key: 'date', header: t('date'), wide: true, cell: (r) => formatDate(r.createdAt, language) },
      ]}
    />
  );
}
