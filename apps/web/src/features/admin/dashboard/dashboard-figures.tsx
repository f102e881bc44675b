import type { Dashboard, SalesFigure } from '@farm/contract';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './dashboard.module.css';

function Period({ title, figure, id }: { title: string; figure: SalesFigure; id: string }) {
  return (
    <section className={styles.period} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl>
        <div>
          <dt>Orders</dt>
          <dd data-testid={`${id}-orders`}>{figure.orders}</dd>
        </div>
        <div>
          <dt>Order totals</dt>
          <dd data-testid={`${id}-revenue`}>{formatPaise(figure.revenue)}</dd>
        </div>
      </dl>
      {/* Reports' "Item sales" counts the items alone: say what this one counts (issue 32.12). */}
      <p className={styles.periodNote}>What the orders placed cost: items with delivery, after coupons</p>
    </section>
  );
}

/** Orders placed and what they are worth, today and this month. */
export function SalesFigures({ today, month }: Pick<Dashboard, 'today' | 'month'>) {
  return (
    <div className={styles.periods}>
      <Period title="Today" figure={today} id="sales-today" />
      <Period title="This month" figure={month} id="sales-month" />
    </div>
  );
}

/** How many orders wait in each open status; each opens the order list at that status. */
export function WaitingOrders({ waiting }: Pick<Dashboard, 'waiting'>) {
  return (
    <section className={styles.card} aria-labelledby="waiting-orders">
      <h2 id="waiting-orders">Orders waiting</h2>
      <ul className={`${kit.tiles} ${styles.statuses}`}>
        {waiting.map(({ status, count }) => (
          <li key={status}>
            <Link
              href={`/admin/orders?status=${status}`}
              className={styles.status}
              data-zero={count === 0 || undefined}
            >
              <span className={styles.statusCount}>{count}</span>
              <span>{ORDER_STATUS_LABELS[status]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cash-on-delivery orders out for delivery or delivered whose cash nobody has recorded yet. */
export function CashToCollect({ cashToCollect }: Pick<Dashboard, 'cashToCollect'>) {
  const { orders, amount } = cashToCollect;
  return (
    <section className={styles.card} aria-labelledby="cash-to-collect">
      <h2 id="cash-to-collect">Cash to collect</h2>
      <p data-testid="cash-to-collect">
        {orders === 0 ? (
          'Nothing: every shipped or delivered order is paid.'
        ) : (
          <>
            <strong>{formatPaise(amount)}</strong> from {orders} {orders === 1 ? 'order' : 'orders'} shipped
            or delivered. <Link href="/admin/orders?status=SHIPPED">Orders out for delivery</Link>
          </>
        )}
      </p>
    </section>
  );
}
