import type { Order, PaymentMethod } from '@farm/contract';
import { useTranslations } from 'next-intl';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { discountText } from '@/features/order/order-money';
import { useOrderWords } from '@/features/order/use-order-words';
import { formatPaise } from '@/lib/format';
import styles from './orders.module.css';

/** The total's label by how the order is paid (a subscription's day: the wallet or the monthly bill). */
const TOTAL_LABELS = {
  COD: 'totalCod',
  ONLINE: 'totalOnline',
  WALLET: 'totalWallet',
  MONTHLY_BILL: 'totalMonthlyBill',
} as const satisfies Record<PaymentMethod, string>;

/** The order's lines as they were sold (name and price are the order's own copy) and its totals. */
export function OrderLines({ order }: { order: Order }) {
  const t = useTranslations('adminOrders.lines');
  // A line named, and its offer worded, as the customer's order page says them (the names the order kept).
  const { lineName, lineUnit, lineOffer } = useOrderWords();
  return (
    <div className={styles.lines}>
      <table className={styles.linesTable}>
        <caption className="visually-hidden">{t('caption', { id: order.id })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col" data-align="end">
              {t('unitPrice')}
            </th>
            <th scope="col" data-align="end">
              {t('qty')}
            </th>
            <th scope="col" data-align="end">
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId} data-testid="order-line">
              <td>
                {lineName(item)}
                <small>
                  {item.productCode} · {lineUnit(item)}
                </small>
                {item.unitDiscount > 0 && <small data-testid="line-offer">{lineOffer(item)}</small>}
                {item.returnedQuantity > 0 && (
                  <small data-testid="line-returned">{t('cameBack', { count: item.returnedQuantity })}</small>
                )}
              </td>
              <td data-align="end">{formatPaise(item.unitPrice)}</td>
              <td data-align="end">{item.quantity}</td>
              <td data-align="end">{formatPaise(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={kit.sums}>
        <dt>{t('items')}</dt>
        <dd>{formatPaise(order.subtotal)}</dd>
        {order.discountTotal > 0 && (
          <>
            <dt>{t('offers')}</dt>
            <dd data-testid="order-discount">{discountText(order.discountTotal)}</dd>
          </>
        )}
        {order.couponDiscount > 0 && (
          <>
            <dt>{t('coupon', { code: order.couponCode ?? '' })}</dt>
            <dd data-testid="order-coupon">{discountText(order.couponDiscount)}</dd>
          </>
        )}
        <dt>{t('delivery')}</dt>
        <dd>{order.deliveryFee === 0 ? t('free') : formatPaise(order.deliveryFee)}</dd>
        <dt className={kit.total}>{t(TOTAL_LABELS[order.paymentMethod])}</dt>
        <dd className={kit.total} data-testid="order-total">
          {formatPaise(order.total)}
        </dd>
      </dl>
    </div>
  );
}
