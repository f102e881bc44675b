import type { PaymentTotals as Totals } from '@farm/contract';
import { formatPaise } from '@/lib/format';
import styles from './payments.module.css';

/** The sums over every order the filter matches (not only this page), as the API added them up. */
export function PaymentTotals({ totals }: { totals: Totals }) {
  const figures = [
    { label: totals.orders === 1 ? 'Order' : 'Orders', value: String(totals.orders), id: 'orders' },
    { label: 'Order value', value: formatPaise(totals.total), id: 'total' },
    { label: 'Received', value: formatPaise(totals.received), id: 'received' },
    // Inside "Received": what came by UPI at the door, apart from cash (issue 32.10).
    { label: 'Of which UPI at the door', value: formatPaise(totals.receivedUpi), id: 'received-upi' },
    { label: 'Refunded', value: formatPaise(totals.refunded), id: 'refunded' },
    { label: 'Cash to collect', value: formatPaise(totals.due), id: 'due' },
  ];
  return (
    <dl className={styles.totals} aria-label="Totals for these filters">
      {figures.map((f) => (
        <div key={f.id}>
          <dt>{f.label}</dt>
          <dd data-testid={`payments-${f.id}`}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
