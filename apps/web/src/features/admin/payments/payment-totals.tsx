import type { PaymentTotals as Totals } from '@farm/contract';
import { useTranslations } from 'next-intl';
import { formatPaise } from '@/lib/format';
import styles from './payments.module.css';

/** The sums over every order the filter matches (not only this page), as the API added them up. */
export function PaymentTotals({ totals }: { totals: Totals }) {
  const t = useTranslations('adminOrders.payments.totals');
  const figures = [
    { label: t('orders', { count: totals.orders }), value: String(totals.orders), id: 'orders' },
    { label: t('value'), value: formatPaise(totals.total), id: 'total' },
    { label: t('received'), value: formatPaise(totals.received), id: 'received' },
    // Inside "Received": what came by UPI at the door, apart from cash (issue 32.10).
    { label: t('upi'), value: formatPaise(totals.receivedUpi), id: 'received-upi' },
    { label: t('refunded'), value: formatPaise(totals.refunded), id: 'refunded' },
    { label: t('due'), value: formatPaise(totals.due), id: 'due' },
  ];
  return (
    <dl className={styles.totals} aria-label={t('label')}>
      {figures.map((f) => (
        <div key={f.id}>
          <dt>{f.label}</dt>
          <dd data-testid={`payments-${f.id}`}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
