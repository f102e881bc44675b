import { countsAnimals, type Dashboard, type StockAlert } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './dashboard.module.css';

type Props = { data: Dashboard };

function Stars({ rating }: { rating: number }) {
  const t = useTranslations('adminDashboard');
  return (
    <span role="img" aria-label={t('stars', { rating })} className={styles.stars}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

/** A titled short list with its whole count and a link to the rest. */
function AlertCard(props: {
  id: string;
  title: string;
  count: number;
  shown: number;
  more: { href: string; label: string };
  empty: string;
  children: ReactNode;
}) {
  const t = useTranslations('adminDashboard');
  return (
    <section className={styles.card} aria-labelledby={props.id}>
      <h2 id={props.id}>
        {props.title} <span className={styles.cardCount}>{props.count}</span>
      </h2>
      {props.count === 0 ? (
        <p className={styles.calm}>{props.empty}</p>
      ) : (
        <ul className={styles.items}>{props.children}</ul>
      )}
      {props.count > props.shown && (
        <Link href={props.more.href} className={styles.more}>
          {t('more', { label: props.more.label, count: props.count - props.shown })}
        </Link>
      )}
    </section>
  );
}

function StockItem({ product }: { product: StockAlert }) {
  const t = useTranslations('adminDashboard');
  const language = useLanguage();
  const unit = translated(product, 'unit', language);
  // A count of animals says so ("3 animals", "3 ஆடு"); other units are counted in numbers.
  const counted = (count: number) => (countsAnimals(product.unit) ? t('animals', { count }) : String(count));
  return (
    <li>
      <Link href={`/admin/products/${product.id}`} className={styles.itemLink}>
        <span className={styles.itemTitle}>{translated(product, 'name', language)}</span>
        <span className={styles.itemMeta}>
          {product.productCode} · {unit}
          {product.stock > 0 && t('lowAt', { count: counted(product.lowStockLimit) })}
        </span>
      </Link>
      <StatusBadge tone={product.stock === 0 ? 'bad' : 'warn'}>
        {product.stock === 0 ? t('soldOut') : t('left', { count: counted(product.stock) })}
      </StatusBadge>
    </li>
  );
}

/** Active products at or under their own low-stock limit, and those sold out. */
export function StockAlerts({ data }: Props) {
  const t = useTranslations('adminDashboard');
  return (
    <>
      <AlertCard
        id="stock-low"
        title={t('low.title')}
        count={data.lowStockCount}
        shown={data.lowStock.length}
        more={{ href: '/admin/products', label: t('low.more') }}
        empty={t('low.empty')}
      >
        {data.lowStock.map((p) => (
          <StockItem key={p.id} product={p} />
        ))}
      </AlertCard>
      <AlertCard
        id="stock-out"
        title={t('out.title')}
        count={data.outOfStockCount}
        shown={data.outOfStock.length}
        more={{ href: '/admin/products', label: t('out.more') }}
        empty={t('out.empty')}
      >
        {data.outOfStock.map((p) => (
          <StockItem key={p.id} product={p} />
        ))}
      </AlertCard>
    </>
  );
}

/** The newest reviews nobody has answered. */
export function ReviewAlerts({ data }: Props) {
  const t = useTranslations('adminDashboard.reviews');
  const language = useLanguage();
  return (
    <AlertCard
      id="reviews-waiting"
      title={t('title')}
      count={data.unrepliedReviewCount}
      shown={data.unrepliedReviews.length}
      more={{ href: '/admin/reviews?replied=false', label: t('more') }}
      empty={t('empty')}
    >
      {data.unrepliedReviews.map((r) => (
        <li key={r.id}>
          <Link href={`/admin/reviews/${r.id}`} className={styles.itemLink}>
            <span className={styles.itemTitle}>
              <Stars rating={r.rating} />{' '}
              {translated({ name: r.productName, translations: r.productTranslations }, 'name', language)}
            </span>
            <span className={`${kit.clamp} ${styles.itemText}`}>{r.comment}</span>
            <span className={styles.itemMeta}>
              {r.customerName} · {formatDateTime(r.createdAt, language)}
            </span>
          </Link>
        </li>
      ))}
    </AlertCard>
  );
}

/** Contact messages nobody has read. */
export function MessageAlerts({ data }: Props) {
  const t = useTranslations('adminDashboard.messages');
  const language = useLanguage();
  return (
    <AlertCard
      id="messages-unread"
      title={t('title')}
      count={data.unreadMessageCount}
      shown={data.unreadMessages.length}
      more={{ href: '/admin/inbox?unread=true', label: t('more') }}
      empty={t('empty')}
    >
      {data.unreadMessages.map((m) => (
        <li key={m.id}>
          <Link href={`/admin/inbox/${m.id}`} className={styles.itemLink}>
            <span className={styles.itemTitle}>{m.name}</span>
            <span className={`${kit.clamp} ${styles.itemText}`}>{m.message}</span>
            <span className={styles.itemMeta}>{formatDateTime(m.createdAt, language)}</span>
          </Link>
        </li>
      ))}
    </AlertCard>
  );
}
