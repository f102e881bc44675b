import type { Order } from '@farm/contract';
import { Banknote, MapPin, MessageSquareText } from 'lucide-react';
import Link from 'next/link';
import { addressLine, formatMobile } from '@/features/cart/addresses-query';
import { ProductThumb } from '@/features/cart/product-thumb';
import { formatDateTime, formatPaise } from '@/lib/format';
import styles from './order-card.module.css';
import { ORDER_STATUS_LABELS, PAYMENT_LABELS } from './order-status';

/** One placed order: number, status, lines, totals, payment and where it goes. */
export function OrderCard({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <article className={styles.card} aria-labelledby={`order-${order.id}`} data-testid="order-card">
      <header className={styles.header}>
        <div>
          <h2 id={`order-${order.id}`} className={styles.number}>
            Order #{order.id}
          </h2>
          <p className={styles.date}>Placed {formatDateTime(order.createdAt)}</p>
        </div>
        <span className={styles.status} data-status={order.status}>
          {ORDER_STATUS_LABELS[order.status]}
        </span>
      </header>

      <ul className={styles.lines}>
        {order.items.map((item) => (
          <li key={item.productId} className={styles.line}>
            <ProductThumb src={item.imageUrl} size={56} />
            <div className={styles.lineInfo}>
              <Link href={`/productDetailsPage?productCode=${encodeURIComponent(item.productCode)}`}>
                {item.name}
              </Link>
              <span className={styles.muted}>
                {item.quantity} × {formatPaise(item.unitPrice)}
                {item.unit ? ` · ${item.unit}` : ''}
              </span>
            </div>
            <span className={styles.lineTotal}>{formatPaise(item.lineTotal)}</span>
          </li>
        ))}
      </ul>

      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPaise(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd>{order.deliveryFee === 0 ? 'Free' : formatPaise(order.deliveryFee)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPaise(order.total)}</dd>
        </div>
      </dl>

      <div className={styles.facts}>
        <section className={styles.fact}>
          <h3>
            <Banknote aria-hidden="true" /> Payment
          </h3>
          <p>{PAYMENT_LABELS[order.paymentMethod]}</p>
        </section>
        <section className={styles.fact}>
          <h3>
            <MapPin aria-hidden="true" /> Delivery address
          </h3>
          <address>
            <strong>{address.name}</strong>
            <br />
            {addressLine(address)}
            <br />
            {formatMobile(address.mobileNumber)}
          </address>
        </section>
        {order.note && (
          <section className={styles.fact}>
            <h3>
              <MessageSquareText aria-hidden="true" /> Your note
            </h3>
            <p className={styles.note}>{order.note}</p>
          </section>
        )}
      </div>
    </article>
  );
}
