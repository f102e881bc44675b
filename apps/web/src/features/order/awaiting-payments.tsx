'use client';

import type { Order } from '@farm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { formatPaise } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { CancelOrderDialog } from './cancel-order-dialog';
import styles from './order-summary.module.css';
import { customerOrdersKey, fetchRecentOrders } from './orders-api';
import { PayNowButton } from './pay-now-button';

/**
 * The customer's online orders still waiting for their payment (issue 32.2), shown in the cart: a
 * customer who came back from the payment page with Back finds the order there, with "Pay now"
 * and "Cancel order", not only an empty cart. Such orders are minutes old, so the newest page of
 * the history holds them. Nothing is shown when there is none.
 */
export function AwaitingPayments({ customerId }: { customerId: number }) {
  const t = useWords('order');
  const queryClient = useQueryClient();
  const key = [...customerOrdersKey(customerId), 'awaiting-payment'] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchRecentOrders(customerId),
    select: (orders) => orders.filter((order) => order.status === 'PENDING_PAYMENT'),
  });
  // Back from the payment page may show this page from the browser's memory: ask again.
  const { refetch } = query;
  useEffect(() => {
    const again = (event: PageTransitionEvent) => {
      if (event.persisted) refetch();
    };
    window.addEventListener('pageshow', again);
    return () => window.removeEventListener('pageshow', again);
  }, [refetch]);
  const [cancelling, setCancelling] = useState<Order>();
  const orders = query.data ?? [];
  if (orders.length === 0) return null;

  return (
    <section aria-labelledby="awaiting-payment" data-testid="awaiting-payments">
      <h2 id="awaiting-payment" className="visually-hidden">
        {t('awaiting.heading')}
      </h2>
      {orders.map((order) => (
        <div key={order.id} className={styles.waiting}>
          <CircleAlert aria-hidden="true" />
          <div>
            <p className={styles.thanksTitle}>{t('awaiting.title', { id: order.id })}</p>
            <p>{t('waiting.text', { amount: formatPaise(order.total) })}</p>
            <div className={styles.waitingActions}>
              <PayNowButton orderId={order.id} />
              <button type="button" className={buttons.secondary} onClick={() => setCancelling(order)}>
                {t('history.cancel')}
              </button>
            </div>
          </div>
        </div>
      ))}
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(undefined)}
        onSettled={() => queryClient.invalidateQueries({ queryKey: customerOrdersKey(customerId) })}
      >
        <p>{t('awaiting.cancelMeans')}</p>
      </CancelOrderDialog>
    </section>
  );
}
