'use client';

import { PAYMENT_LABELS } from '@farm/contract/plain/statuses';
import { Banknote } from 'lucide-react';
import buttons from '@/components/ui/button.module.css';
import layout from '@/components/ui/layout.module.css';
import { priceChangeNotice, priceChangeOf } from '@/features/order/price-change';
import { ApiError, messageOf } from '@/lib/api/problem';
import styles from './checkout.module.css';
import type { Checkout } from './use-checkout';

/**
 * Payment (cash on delivery), why the order cannot go yet, the server's refusal (new prices: what
 * changed and the new total, while the cart reloads them), and "Place order".
 */
export function PlaceOrderBox({ checkout }: { checkout: Checkout }) {
  const { placeOrder, blocker } = checkout;
  const error = placeOrder.error;
  const priceChange = priceChangeOf(error);
  const busy = placeOrder.isPending || placeOrder.isSuccess;
  return (
    <div className={`${layout.stack} ${styles.box}`}>
      <p className={styles.payment}>
        <Banknote aria-hidden="true" />
        <span>
          <strong>Payment:</strong> {PAYMENT_LABELS.COD}
        </span>
      </p>
      {priceChange ? (
        <PriceChangeNotice {...priceChangeNotice(priceChange, placeOrder.variables?.shown.deliveryFee)} />
      ) : (
        error && (
          <div className={styles.error} role="alert">
            <p>{messageOf(error)}</p>
            {error instanceof ApiError && error.fieldErrors.length > 0 && (
              <ul>
                {error.fieldErrors.map((e) => (
                  <li key={`${e.field}-${e.message}`}>{e.message}</li>
                ))}
              </ul>
            )}
          </div>
        )
      )}
      {blocker && <p className={styles.blocker}>{blocker}</p>}
      <button
        type="button"
        className={`${buttons.primary} ${buttons.wide}`}
        disabled={blocker !== undefined || busy}
        onClick={checkout.submit}
      >
        {busy ? 'Placing your order…' : 'Place order'}
      </button>
    </div>
  );
}

function PriceChangeNotice(notice: ReturnType<typeof priceChangeNotice>) {
  return (
    <div className={styles.notice} role="alert" data-testid="price-change">
      <p>
        <strong>{notice.title}</strong>
      </p>
      {notice.changes.length > 0 && (
        <ul>
          {notice.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
      <p>
        <strong>{notice.total}</strong>
      </p>
      <p>{notice.advice}</p>
    </div>
  );
}
