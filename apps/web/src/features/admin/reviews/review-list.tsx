'use client';

import { reviewRoutes } from '@farm/contract/plain/routes/review';
import { AdminList } from '@/features/admin/list/admin-list';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

const yesNo = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** A rating as five stars, read out as "4 of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} of 5 stars`} className={className}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

/** `/admin/reviews`: newest first, filtered by rating, answered or not, hidden or not. */
export function ReviewList() {
  return (
    <AdminList
      caption="Reviews"
      endpoint={reviewRoutes.listReviews}
      rowKey={(r) => r.id}
      filters={[
        {
          name: 'rating',
          label: 'Rating',
          options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} stars` })),
        },
        { name: 'replied', label: 'Reply', options: yesNo('Answered', 'Waiting for a reply') },
        { name: 'hidden', label: 'Visibility', options: yesNo('Hidden', 'Shown') },
      ]}
      columns={[
        {
          key: 'review',
          header: 'Review',
          cell: (r) => (
            <Link href={`/admin/reviews/${r.id}`} className="admin-row-link">
              {r.title ?? r.comment.slice(0, 60)}
            </Link>
          ),
        },
        { key: 'product', header: 'Product', wide: true, cell: (r) => r.productName },
        {
          key: 'rating',
          header: 'Rating',
          cell: (r) => <Stars rating={r.rating} />,
        },
        { key: 'by', header: 'By', wide: true, cell: (r) => r.customerName },
        {
          key: 'state',
          header: 'State',
          cell: (r) =>
            r.hidden ? (
              <StatusBadge tone="muted">Hidden</StatusBadge>
            ) : r.replies.length > 0 ? (
              <StatusBadge tone="good">Answered</StatusBadge>
            ) : (
              <StatusBadge tone="warn">Waiting</StatusBadge>
            ),
        },
        { key: 'date', header: 'Date', wide: true, cell: (r) => formatDate(r.createdAt) },
      ]}
    />
  );
}
