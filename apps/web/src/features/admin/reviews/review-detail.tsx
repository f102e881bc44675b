'use client';

import { reviewRoutes } from '@farm/contract/plain/routes/review';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { ReplyForm } from './reply-form';
import styles from './review-detail.module.css';
import { Stars } from './review-list';

/** `/admin/reviews/{id}`: the review as written, its replies, answer it, hide or delete it. */
export function ReviewDetail({ id }: { id: number }) {
  const t = useTranslations('adminCatalogue.reviews.page');
  const language = useLanguage();
  const back = { href: '/admin/reviews', label: t('back') };
  const record = useAdminRecord(reviewRoutes.getReview, { params: { id } });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!record.data) {
    return (
      <AdminPage title={t('title')} back={back}>
        <RecordState query={record} what={t('what')} />
      </AdminPage>
    );
  }
  const review = record.data;

  const setHidden = async (hidden: boolean) => {
    setBusy(true);
    try {
      await staffCall(reviewRoutes.updateReview, { params: { id: review.id }, body: { hidden } });
      toast.success(hidden ? t('hiddenDone') : t('shownDone'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage
      title={t('titleOf', { product: review.productName })}
      back={back}
      actions={
        <>
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            disabled={busy}
            onClick={() => void setHidden(!review.hidden)}
          >
            {review.hidden ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}
            {review.hidden ? t('show') : t('hide')}
          </button>
          <DeleteAction
            endpoint={reviewRoutes.deleteReview}
            success={t('deletedDone')}
            input={{ params: { id: review.id } }}
            what={t('thisReview')}
            goTo="/admin/reviews"
          />
        </>
      }
    >
      <AdminCard>
        <p className={styles.meta}>
          <Stars rating={review.rating} className={styles.stars} />
          <span>
            {t('by', { name: review.customerName, when: formatDateTime(review.createdAt, language) })}
          </span>
          {review.verifiedPurchase && <StatusBadge tone="good">{t('verified')}</StatusBadge>}
          {review.hidden && <StatusBadge tone="muted">{t('hidden')}</StatusBadge>}
        </p>
        {review.title && <h2 className={styles.title}>{review.title}</h2>}
        <p className={styles.comment}>{review.comment}</p>
      </AdminCard>
      <AdminCard title={t('replies')}>
        {review.replies.length === 0 ? (
          <p className={styles.none}>{t('noReply')}</p>
        ) : (
          <ul className={`${kit.stack} ${kit.snug} ${styles.replies}`}>
            {review.replies.map((reply) => (
              <li key={reply.id}>
                <p className={styles.comment}>{reply.message}</p>
                <p className={styles.meta}>
                  {reply.userName}, {formatDateTime(reply.createdAt, language)}
                  <DeleteAction
                    endpoint={reviewRoutes.deleteReviewReply}
                    success={t('replyDeletedDone')}
                    input={{ params: { id: reply.id } }}
                    what={t('thisReply')}
                    label={t('deleteReply')}
                  />
                </p>
              </li>
            ))}
          </ul>
        )}
        <ReplyForm reviewId={review.id} />
      </AdminCard>
    </AdminPage>
  );
}
