import type { Dashboard, SalesFigure } from '@farm/contract';
import { useTranslations } from 'next-intl';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './dashboard.module.css';

function Period({ title, figure, id }: { title: string; figure: SalesFigure; id: string }) {
  const t = useTranslations('adminDashboard');
  return (
    <section className={styles.period} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl>
        <div>
          <dt>{t('orders')}</dt>
          <dd data-testid={`${id}-orders`}>{figure.orders}</dd>
        </div>
        <div>
          <dt>{t('orderTotals')}</dt>
          <dd data-testid={`${id}-revenue`}>{formatPaise(figure.revenue)}</dd>
        </div>
      </dl>
      {/* Reports' "Item sales" counts the items alone: say what this one counts (issue 32.12). */}
      <p className={styles.periodNote}>{t('periodNote')}</p>
    </section>
  );
}

/** Orders placed and what they are worth, today and this month. */
export function SalesFigures({ today, month }: Pick<Dashboard, 'today' | 'month'>) {
  const t = useTranslations('adminDashboard');
  return (
    <div className={styles.periods}>
      <Period title={t('today')} figure={today} id="sales-today" />
      <Period title={t('month')} figure={month} id="sales-month" />
    </div>
  );
}

/** How many orders wait in each open status; each opens the order list at that status. */
export function WaitingOrders({ waiting }: Pick<Dashboard, 'waiting'>) {
  const t = useTranslations('adminDashboard');
  const status = useTranslations('adminOrders.status');
  return (
    <section className={styles.card} aria-labelledby="waiting-orders">
      <h2 id="waiting-orders">{t('waiting')}</h2>
      <ul className={`${kit.tiles} ${styles.statuses}`}>
        {waiting.map(({ status: s, count }) => (
          <li key={s}>
            <Link
              href={`/admin/orders?status=${s}`}
              className={styles.status}
              data-zero={count === 0 || undefined}
            >
              <span className={styles.statusCount}>{count}</span>
              <span>{status(s)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cash-on-delivery orders out for delivery or delivered whose cash nobody has recorded yet. */
export function CashToCollect({ cashToCollect }: Pick<Dashboard, 'cashToCollect'>) {
  const t = useTranslations('adminDashboard.cash');
  const { orders, amount } = cashToCollect;
  return (
    <section className={styles.card} aria-labelledby="cash-to-collect">
      <h2 id="cash-to-collect">{t('title')}</h2>
      <p data-testid="cash-to-collect">
        {orders === 0 ? (
          t('nothing')
        ) : (
          <>
            {t.rich('some', {
              amount: formatPaise(amount),
              orders,
              strong: (words) => <strong>{words}</strong>,
            })}{' '}
            <Link href="/admin/orders?status=SHIPPED">{t('link')}</Link>
          </>
        )}
      </p>
    </section>
  );
}
