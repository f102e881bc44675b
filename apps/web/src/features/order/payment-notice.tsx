'use client';

import type { Order } from '@farm/contract';
import { CircleAlert } from 'lucide-react';
import { formatPaise } from '@/lib/format';
import styles from './order-summary.module.css';
import { PayNowButton } from './pay-now-button';

/** What hosted checkout said when it sent the customer back (`?payment=`). */
export type PaymentReturn = 'paid' | 'failed' | 'later' | undefined;

/**
 * An online order still waiting for its payment: why (the payment failed, or the customer left
 * the payment page), that its products are kept for a while, and "Pay now" to try again.
 */
export function PaymentNotice({ order, returned }: { order: Order; returned: PaymentReturn }) {
  return (
    <div className={styles.waiting} role="status" data-testid="payment-notice">
      <CircleAlert aria-hidden="true" />
      <div>
        <p className={styles.thanksTitle}>
          {returned === 'failed' ? 'The payment did not go through' : 'Your order is waiting for its payment'}
        </p>
        <p>
          We keep its products for you for a few minutes. Pay {formatPaise(order.total)} now, or the order is
          cancelled by itself and nothing is charged.
        </p>
        <PayNowButton orderId={order.id} />
      </div>
    </div>
  );
}
