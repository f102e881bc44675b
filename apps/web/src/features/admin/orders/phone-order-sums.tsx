'use client';

import type { OrderBreakdown } from '@farm/contract';
import { useTranslations } from 'next-intl';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { discountText } from '@/features/order/order-money';
import { formatPaise } from '@/lib/format';
import styles from './manual-order.module.css';

/** The phone order's money as the shop priced it (the quote): what the caller is told to pay. */
export function PhoneOrderSums({ breakdown, busy }: { breakdown: OrderBreakdown; busy: boolean }) {
  const t = useTranslations('adminOrders.phone.sums');
  return (
    <dl className={`${kit.sums} ${styles.sums}`} aria-busy={busy}>
      <dt>{t('items')}</dt>
      <dd>{formatPaise(breakdown.subtotal)}</dd>
      {breakdown.discountTotal > 0 && (
        <>
          <dt>{t('offers')}</dt>
          <dd data-testid="manual-discount">{discountText(breakdown.discountTotal)}</dd>
        </>
      )}
      {breakdown.couponDiscount > 0 && (
        <>
          <dt>{t('coupon', { code: breakdown.couponCode ?? '' })}</dt>
          <dd data-testid="manual-coupon">{discountText(breakdown.couponDiscount)}</dd>
        </>
      )}
      <dt>{t('delivery')}</dt>
      <dd>{breakdown.deliveryFee === 0 ? t('free') : formatPaise(breakdown.deliveryFee)}</dd>
      <dt className={kit.total}>{t('total')}</dt>
      <dd className={kit.total} data-testid="manual-total">
        {formatPaise(breakdown.total)}
      </dd>
    </dl>
  );
}
