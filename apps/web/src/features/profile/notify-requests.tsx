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
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { listNotifyRequests, profileKeys } from './api';
import styles from './section.module.css';

/** Products the customer asked to hear about when they are back in stock. */
export function NotifyRequests({ user }: { user: SessionUser }) {
  const t = useWords('profile');
  const language = useLanguage();
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
          <BellRing aria-hidden="true" size={22} /> {t('notify.title')}
        </h2>
      </div>
      {query.isPending && <LoadingRows label={t('notify.loading')} rows={1} size="section" />}
      {query.isError && (
        <LoadError
          message={t('notify.failed', { problem: messageOf(query.error) })}
          onRetry={() => query.refetch()}
          size="section"
        />
      )}
      {query.isSuccess && requests.length === 0 && <EmptyState>{t('notify.none')}</EmptyState>}
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
                <span className={styles.muted}>
                  {' '}
                  · {t('notify.asked', { date: formatDate(request.createdAt, language) })}
                </span>
              </span>
              {request.status === 'notified' ? (
                <span className={`${badge.badge} ${badge.success}`}>
                  {request.notifiedAt
                    ? t('notify.backInStockOn', { date: formatDate(request.notifiedAt, language) })
                    : t('notify.backInStock')}
                </span>
              ) : (
                <span className={badge.badge}>{t('notify.waiting')}</span>
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
            {query.isFetchingNextPage ? t('notify.loadingMore') : t('notify.more')}
          </button>
        </div>
      )}
    </section>
  );
}
