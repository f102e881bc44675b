'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import Image from 'next/image';
import badge from '@/components/ui/badge.module.css';
import { formStyles } from '@/components/ui/form-fields';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { listNotifyRequests, profileKeys } from './api';
import styles from './section.module.css';

/** Products the customer asked to hear about when they are back in stock. */
export function NotifyRequests({ user }: { user: SessionUser }) {
  const query = useInfiniteQuery({
    queryKey: profileKeys.notifyRequests(user.id),
    queryFn: ({ pageParam }) => listNotifyRequests(user.id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page && last.page.number < last.page.totalPages ? last.page.number + 1 : undefined,
  });
  const requests = query.data?.pages.flatMap((page) => page.response) ?? [];

  return (
    <section id="notify" aria-labelledby="notify-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="notify-title" className={styles.title}>
          <BellRing aria-hidden="true" size={22} /> Notify me requests
        </h2>
      </div>
      {query.isPending && <LoadingRows label="Loading your requests" rows={1} size="section" />}
      {query.isError && (
        <LoadError
          message={`Could not load this: ${messageOf(query.error)}`}
          onRetry={() => query.refetch()}
          size="section"
        />
      )}
      {query.isSuccess && requests.length === 0 && (
        <EmptyState>
          Nothing here. On a product that is out of stock, tap &ldquo;Notify me&rdquo; and we will send you an
          SMS when it is back.
        </EmptyState>
      )}
      {requests.length > 0 && (
        <ul className={styles.list}>
          {requests.map((request) => (
            <li
              key={request.id}
              className={`${panel.panel} ${panel.soft} ${panel.snug} ${styles.card} ${styles.product}`}
            >
              {request.imageUrl ? <Image src={request.imageUrl} alt="" width={56} height={56} /> : <span />}
              <span>
                <Link href={`/productDetailsPage?productCode=${encodeURIComponent(request.productCode)}`}>
                  {request.name}
                </Link>
                <span className={styles.muted}> · asked {formatDate(request.createdAt)}</span>
              </span>
              {request.status === 'notified' ? (
                <span className={`${badge.badge} ${badge.success}`}>
                  Back in stock{request.notifiedAt ? ` · ${formatDate(request.notifiedAt)}` : ''}
                </span>
              ) : (
                <span className={badge.badge}>Waiting</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className={styles.more}>
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary}`}
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        </div>
      )}
    </section>
  );
}
