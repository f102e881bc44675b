import type { Order } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { Banknote, MapPin, MessageSquareText, Truck } from 'lucide-react';
import form from '@/components/ui/form.module.css';
import layout from '@/components/ui/layout.module.css';
import panel from '@/components/ui/panel.module.css';
import { ProductThumb } from '@/components/ui/product-thumb';
import { addressLine } from '@/features/address/address-format';
import { useStateName } from '@/features/address/use-state-name';
import { formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { CustomerInvoiceLinks } from './customer-invoice-links';
import styles from './order-card.module.css';
import { HistoryCardBody } from './order-card-history';
import historyStyles from './order-card-history.module.css';
import { discountText } from './order-money';
import { useOrderWords } from './use-order-words';

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
  const words = useOrderWords();
  const stateName = useStateName();
  const { t } = words;
  return (
    <>
      <header className={`${form.row} ${styles.header}`}>
        <div>
          <h2 id={`order-${order.id}`} className={styles.number}>
            {t('number', { id: order.id })}
          </h2>
          <p className={styles.date}>{words.placed(order)}</p>
        </div>
        <span className={styles.status} data-status={order.status}>
          {words.status(order.status)}
        </span>
      </header>

      <ul className={styles.lines}>
        {order.items.map((item) => (
          <li key={item.productId} className={styles.line}>
            <ProductThumb src={item.imageUrl} size={56} />
            <div className={`${layout.stack} ${styles.lineInfo}`}>
              <Link href={`/productDetailsPage?productCode=${encodeURIComponent(item.productCode)}`}>
                {words.lineName(item)}
              </Link>
              <span className={styles.muted}>
                {t('quantity', { quantity: item.quantity, price: formatPaise(item.unitPrice) })}
                {item.unit ? ` · ${words.lineUnit(item)}` : ''}
              </span>
              {words.lineOffer(item) && (
                <span className={styles.offer} data-testid="line-offer">
                  {words.lineOffer(item)}
                </span>
              )}
            </div>
            <span className={styles.lineTotal}>{formatPaise(item.lineTotal)}</span>
          </li>
        ))}
      </ul>

      <dl className={`${layout.stack} ${styles.totals}`}>
        <div>
          <dt>{t('items')}</dt>
          <dd>{formatPaise(order.subtotal)}</dd>
        </div>
        {order.discountTotal > 0 && (
          <div className={styles.offer}>
            <dt>{t('offers')}</dt>
            <dd data-testid="order-discount">{discountText(order.discountTotal)}</dd>
          </div>
        )}
        {order.couponDiscount > 0 && (
          <div className={styles.offer}>
            <dt>{t('coupon', { code: order.couponCode ?? '' })}</dt>
            <dd data-testid="order-coupon">{discountText(order.couponDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('deliveryFee')}</dt>
          <dd>{order.deliveryFee === 0 ? t('free') : formatPaise(order.deliveryFee)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('total')}</dt>
          <dd data-testid="order-total">{formatPaise(order.total)}</dd>
        </div>
      </dl>

      <div className={styles.facts}>
        <section className={styles.fact}>
          <h3>
            <Banknote aria-hidden="true" /> {t('payment')}
          </h3>
          <p>{words.payment(order)}</p>
          {words.refunds(order).map((line) => (
            <p key={line} data-testid="order-refund">
              {line}
            </p>
          ))}
          <CustomerInvoiceLinks invoices={order.invoices} />
        </section>
        <section className={styles.fact}>
          <h3>
            <MapPin aria-hidden="true" /> {t('address')}
          </h3>
          <address>
            <strong>{address.name}</strong>
            <br />
            {addressLine(address, stateName)}
            <br />
            {displayMobile(address.mobileNumber)}
          </address>
        </section>
        {order.delivery && (
          <section className={styles.fact}>
            <h3>
              <Truck aria-hidden="true" /> {t('delivery')}
            </h3>
            <p data-testid="order-delivery">{words.delivery(order.delivery)}</p>
            {order.tracking && <p data-testid="order-tracking">{words.tracking(order.tracking)}</p>}
          </section>
        )}
        {order.note && (
          <section className={styles.fact}>
            <h3>
              <MessageSquareText aria-hidden="true" /> {t('yourNote')}
            </h3>
            <p className={styles.note}>{order.note}</p>
          </section>
        )}
      </div>
    </>
  );
}
