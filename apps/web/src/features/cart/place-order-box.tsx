'use client';

import type { CheckoutPaymentMethod } from '@farm/contract/plain/statuses';
import { Banknote, Smartphone } from 'lucide-react';
import { useEffect } from 'react';
import buttons from '@/components/ui/button.module.css';
import layout from '@/components/ui/layout.module.css';
import { priceChangeNotice, priceChangeOf } from '@/features/order/price-change';
import { ApiError, messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import styles from './checkout.module.css';
import type { Checkout } from './use-checkout';
import { useOnlinePayment } from './use-delivery-rules';

/**
 * Payment (cash on delivery or online), why the order cannot go yet, the server's refusal (new prices: what
 * changed and the new total, while the cart reloads them), and "Place order".
 */
export function PlaceOrderBox({ checkout }: { checkout: Checkout }) {
  const { placeOrder, blocker } = checkout;
  const error = placeOrder.error;
  const priceChange = priceChangeOf(error);
  const busy = placeOrder.isPending || placeOrder.isSuccess;
  const waiting = checkout.refreshing && !busy;
  const t = useWords('checkout');
  return (
    <div className={`${layout.stack} ${styles.box}`}>
      <PaymentChoice checkout={checkout} />
      {priceChange ? (
        <PriceChangeNotice {...priceChangeNotice(priceChange, placeOrder.variables?.shown.deliveryFee, t)} />
      ) : (
        error && (
          <div className={styles.error} role="alert">
            <p>{messageOf(error)}</p>
            {error instanceof ApiError && detailsOf(error).length > 0 && (
              <ul>
                {detailsOf(error).map((e) => (
                  <li key={`${e.field}-${e.text}`}>{e.text}</li>
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
        disabled={blocker !== undefined || busy || waiting}
        onClick={checkout.submit}
      >
        {checkout.paymentMethod === 'ONLINE'
          ? busy
            ? t('place.toPayment')
            : t('place.placeAndPay')
          : busy
            ? t('place.placing')
            : t('place.place')}
      </button>
    </div>
  );
}

/** The refusal's field errors that say more than its message (a refused slot says it once). */
function detailsOf(error: ApiError) {
  return error.fieldErrors.filter((e) => e.text !== error.message);
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

/**
 * Cash at the door, or online now through the provider's page (the demo stand-in in a demo shop).
 * A shop without online payment (`none`: no Razorpay keys, not a demo) offers cash only.
 */
function PaymentChoice({ checkout }: { checkout: Checkout }) {
  const online = useOnlinePayment().data;
  const offersOnline = online === 'razorpay' || online === 'demo';
  const { paymentMethod, setPaymentMethod } = checkout;
  const t = useWords('checkout');
  useEffect(() => {
    if (online === 'none' && paymentMethod === 'ONLINE') setPaymentMethod('COD');
  }, [online, paymentMethod, setPaymentMethod]);
  const choices: { method: CheckoutPaymentMethod; label: string; icon: typeof Banknote }[] = [
    { method: 'COD', label: t('payment.cod'), icon: Banknote },
    ...(offersOnline
      ? [
          {
            method: 'ONLINE' as const,
            label: online === 'demo' ? t('payment.demo') : t('payment.online'),
            icon: Smartphone,
          },
        ]
      : []),
  ];
  return (
    <fieldset className={styles.methods}>
      <legend>{t('payment.legend')}</legend>
      {choices.map(({ method, label, icon: Icon }) => (
        <label key={method} className={styles.method}>
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={checkout.paymentMethod === method}
            onChange={() => checkout.setPaymentMethod(method)}
          />
          <Icon aria-hidden="true" />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
