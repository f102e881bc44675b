'use client';

import type { Order } from '@farm/contract';
import { CircleAlert } from 'lucide-react';
import { formatPaise } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import styles from './order-summary.module.css';
import { PayNowButton } from './pay-now-button';

/** What hosted checkout said when it sent the customer back (`?payment=`). */
export type PaymentReturn = 'paid' | 'failed' | 'later' | undefined;

/**
 * An online order still waiting for its payment: why (the payment failed, or the customer left
 * the payment page), that its products are kept for a while, and "Pay now" to try again.
 */
export function PaymentNotice({ order, returned }: { order: Order; returned: PaymentReturn }) {
  const t = useWords('order');
  return (
    <div className={styles.waiting} role="status" data-testid="payment-notice">
      <CircleAlert aria-hidden="true" />
      <div>
        <p className={styles.thanksTitle}>
          {returned === 'failed' ? t('waiting.failed') : t('waiting.waiting')}
        </p>
        <p>{t('waiting.text', { amount: formatPaise(order.total) })}</p>
        <PayNowButton orderId={order.id} />
      </div>
    </div>
  );
}
