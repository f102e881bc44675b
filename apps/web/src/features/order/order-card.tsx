import type { Order } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';
import { Banknote, MapPin, MessageSquareText, Truck } from 'lucide-react';
import form from '@/components/ui/form.module.css';
import layout from '@/components/ui/layout.module.css';
import panel from '@/components/ui/panel.module.css';
import { ProductThumb } from '@/components/ui/product-thumb';
import { addressLine } from '@/features/address/address-format';
import { formatDateTime, formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { CustomerInvoiceLinks } from './customer-invoice-links';
import styles from './order-card.module.css';
import { HistoryCardBody } from './order-card-history';
import historyStyles from './order-card-history.module.css';
import { discountText, lineOfferText, paymentText, refundLines, trackingText } from './order-money';

type Props =
  /** The order summary page: the whole order, with payment, delivery address and the customer's note. */
  | { order: Order; look: 'summary' }
  /** The profile's order history: compact, with the status timeline, a link to the summary and Cancel. */
  | {
      order: Order;
      look: 'history';
      onCancel(order: Order): void;
      onBuyAgain?(order: Order): void;
      /** A "Buy again" request is running: its button waits (a second tap must not send another). */
      buyingAgain?: boolean;
    };

/** One placed order as a card (named by its heading `order-<id>`, test id `order-card`). */
export function OrderCard(props: Props) {
  const { order } = props;
  return (
    <article
      className={
        props.look === 'history'
          ? `${panel.panel} ${panel.snug} ${historyStyles.order}`
          : `${panel.panel} ${layout.stack} ${styles.card}`
      }
      aria-labelledby={`order-${order.id}`}
      data-testid="order-card"
    >
      {props.look === 'history' ? (
        <HistoryCardBody
          order={order}
          onCancel={props.onCancel}
          onBuyAgain={props.onBuyAgain}
          buyingAgain={props.buyingAgain}
        />
      ) : (
        <SummaryCardBody order={order} />
      )}
    </article>
  );
}

/** Number, status, lines, totals, payment and where it goes. */
function SummaryCardBody({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <>
      <header className={`${form.row} ${styles.header}`}>
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
            <div className={`${layout.stack} ${styles.lineInfo}`}>
              <Link href={`/productDetailsPage?productCode=${encodeURIComponent(item.productCode)}`}>
                {item.name}
              </Link>
              <span className={styles.muted}>
                {item.quantity} × {formatPaise(item.unitPrice)}
                {item.unit ? ` · ${item.unit}` : ''}
              </span>
              {lineOfferText(item) && (
                <span className={styles.offer} data-testid="line-offer">
                  {lineOfferText(item)}
                </span>
              )}
            </div>
            <span className={styles.lineTotal}>{formatPaise(item.lineTotal)}</span>
          </li>
        ))}
      </ul>

      <dl className={`${layout.stack} ${styles.totals}`}>
        <div>
          <dt>Items</dt>
          <dd>{formatPaise(order.subtotal)}</dd>
        </div>
        {order.discountTotal > 0 && (
          <div className={styles.offer}>
            <dt>Offers</dt>
            <dd data-testid="order-discount">{discountText(order.discountTotal)}</dd>
          </div>
        )}
        {order.couponDiscount > 0 && (
          <div className={styles.offer}>
            <dt>Coupon {order.couponCode}</dt>
            <dd data-testid="order-coupon">{discountText(order.couponDiscount)}</dd>
          </div>
        )}
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
          <p>{paymentText(order)}</p>
          {refundLines(order).map((line) => (
            <p key={line} data-testid="order-refund">
              {line}
            </p>
          ))}
          <CustomerInvoiceLinks invoices={order.invoices} />
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
            {displayMobile(address.mobileNumber)}
          </address>
        </section>
        {order.delivery && (
          <section className={styles.fact}>
            <h3>
              <Truck aria-hidden="true" /> Delivery
            </h3>
            <p data-testid="order-delivery">{order.delivery.text}</p>
            {order.tracking && <p data-testid="order-tracking">{trackingText(order.tracking)}</p>}
          </section>
        )}
        {order.note && (
          <section className={styles.fact}>
            <h3>
              <MessageSquareText aria-hidden="true" /> Your note
            </h3>
            <p className={styles.note}>{order.note}</p>
          </section>
        )}
      </div>
    </>
  );
}
