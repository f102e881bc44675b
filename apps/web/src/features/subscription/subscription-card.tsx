'use client';

import type { Address, Subscription } from '@farm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import { toast } from '@/components/ui/toast';
import { addressLine } from '@/features/address/address-format';
import { useStateName } from '@/features/address/use-state-name';
import { messageOf } from '@/lib/api/problem';
import { indiaToday } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { useSlotWindow } from './slot-window';
import styles from './subscription.module.css';
import {
  changeSubscription,
  type SubscriptionChange,
  subscriptionKeys,
  useCalendar,
  useProductWords,
} from './subscription-api';
import { SubscriptionCalendar } from './subscription-calendar';
import { SubscriptionChanges } from './subscription-changes';

/** One subscription: where it goes, its next 14 days, and the changes a customer may make. */
export function SubscriptionCard({
  subscription,
  address,
  customerId,
}: {
  subscription: Subscription;
  address: Address | undefined;
  customerId: number;
}) {
  const t = useWords('subscription');
  const stateName = useStateName();
  const queryClient = useQueryClient();
  const productIds = subscription.patterns.at(-1)?.lines.map((l) => l.productId) ?? [];
  const products = useProductWords(productIds);
  const window = useSlotWindow(address?.pincode, productIds, subscription.slotId);
  const calendar = useCalendar(subscription.id);
  const change = useMutation({
    mutationFn: ({ change }: { change: SubscriptionChange; done: string }) =>
      changeSubscription(subscription.id, change),
    onSuccess: (days, { change, done }) => {
      queryClient.setQueryData(subscriptionKeys.calendar(subscription.id), days);
      if (change.kind === 'CANCEL')
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.list(customerId) });
      toast.success(done);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const onChange = (next: SubscriptionChange, done: string) => change.mutate({ change: next, done });
  const cancelled = subscription.status === 'CANCELLED';
  const days = calendar.data ?? [];
  const firstDay = days.find((d) => d.changeable)?.day;

  return (
    <article
      className={`${panel.panel} ${styles.card}`}
      aria-labelledby={`subscription-${subscription.id}`}
      data-testid="subscription"
    >
      <div>
        <h2 id={`subscription-${subscription.id}`} className={styles.heading}>
          <span>{t('card.title', { id: subscription.id })}</span>
          {cancelled && <span className={styles.muted}>{t('card.cancelled')}</span>}
        </h2>
        {address && (
          <p className={styles.muted}>{t('card.to', { address: addressLine(address, stateName) })}</p>
        )}
      </div>
      {calendar.isPending && <LoadingRows label={t('loading')} rows={3} />}
      {calendar.isError && (
        <LoadError
          size="section"
          message={t('failed', { problem: messageOf(calendar.error) })}
          onRetry={() => void calendar.refetch()}
        />
      )}
      {calendar.data && (
        <SubscriptionCalendar
          subscription={subscription}
          days={days}
          today={indiaToday()}
          window={window}
          products={products}
          busy={change.isPending}
          onChange={onChange}
        />
      )}
      {calendar.data && !cancelled && firstDay && (
        <SubscriptionChanges
          subscription={subscription}
          firstDay={firstDay}
          busy={change.isPending}
          onChange={onChange}
        />
      )}
    </article>
  );
}
