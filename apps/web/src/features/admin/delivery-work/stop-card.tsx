'use client';

import type { RouteStop } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useStateName } from '@/features/address/use-state-name';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './delivery-work.module.css';
import { DoorMoney } from './door-money';
import { bottlesAt } from './stop-bottles';
import { StopMarks } from './stop-marks';

type Props = {
  stop: RouteStop;
  position: number;
  /** Staff open the order from the card; a delivery person has no order pages. */
  linkOrder: boolean;
  /** The up and down buttons, for staff. */
  arrange?: ReactNode;
  onMarked(stop: RouteStop): Promise<unknown>;
};

/** One stop: who, where (with the map), a tap to call, what to hand over, what to collect, and the marks. */
export function StopCard({ stop, position, linkOrder, arrange, onMarked }: Props) {
  const t = useTranslations('adminDelivery');
  const language = useLanguage();
  const stateName = useStateName();
  const bottles = bottlesAt(stop);
  return (
    <article
      className={styles.stop}
      aria-labelledby={`stop-${stop.orderId}`}
      data-outcome={stop.outcome ?? undefined}
    >
      <header className={styles.stopHead}>
        <span className={styles.position} aria-hidden="true">
          {position}
        </span>
        <h2 id={`stop-${stop.orderId}`} className={styles.stopName}>
          <span className="visually-hidden">{t('stop.position', { position })}</span>
          {stop.customerName}
        </h2>
        {stop.subscription && <StatusBadge tone="warn">{t('stop.subscription')}</StatusBadge>}
        <OrderStatusBadge status={stop.status} />
        {arrange}
      </header>
      <address className={styles.stopAddress}>
        {stop.streetLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{`${stop.city}, ${stateName(stop.state)}`}</span>
        <span>{stop.pincode}</span>
      </address>
      {stop.customerNote && (
        <p className={styles.customerNote}>
          <strong>{t('stop.customerNote')}</strong> {stop.customerNote}
        </p>
      )}
      <div className={styles.stopLinks}>
        <a href={`tel:${stop.phone}`} className={styles.stopLink}>
          <Phone aria-hidden="true" size={18} />
          <span className="visually-hidden">{t('stop.call', { name: stop.customerName })}</span>
          {displayMobile(stop.phone)}
        </a>
        <a href={stop.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.stopLink}>
          <MapPin aria-hidden="true" size={18} /> {t('stop.map')}
          <span className="visually-hidden">{t('stop.mapOf', { name: stop.customerName })}</span>
        </a>
        {linkOrder ? (
          <Link href={`/admin/orders/${stop.orderId}`} className={styles.stopLink}>
            {t('stop.order', { id: stop.orderId })}
          </Link>
        ) : (
          <span className={styles.orderNo}>{t('stop.order', { id: stop.orderId })}</span>
        )}
      </div>
      <ul className={styles.stopItems} aria-label={t('stop.itemsFor', { name: stop.customerName })}>
        {stop.items.map((item) => (
          <li key={item.productId}>
            <strong>{item.quantity} ×</strong> {item.name}
          </li>
        ))}
      </ul>
      {bottles && (
        <p className={styles.bottles}>
          {stop.outcome
            ? t('stop.bottlesCollected', { ...bottles })
            : t('stop.bottles', { given: bottles.given, balance: bottles.balance })}
        </p>
      )}
      <p className={stop.codToCollect > 0 ? styles.collect : styles.paid}>
        <DoorMoney stop={stop} />
      </p>
      {stop.outcome && (
        <p className={styles.outcome} role="status">
          <strong>
            {stop.subscription && stop.outcome === 'REFUSED'
              ? t('marks.skip.outcome')
              : t(`marks.outcome.${stop.outcome}`)}
          </strong>
          {stop.outcomeBy && t('stop.by', { name: stop.outcomeBy })}
          {stop.outcomeAt && `, ${formatDateTime(stop.outcomeAt, language)}`}
          {stop.note && <span className={styles.outcomeNote}>“{stop.note}”</span>}
        </p>
      )}
      {stop.doorCredit && <p className={styles.paid}>{t(`stop.credited.${stop.doorCredit}`)}</p>}
      {stop.status === 'SHIPPED' && !stop.doorCredit && <StopMarks stop={stop} onMarked={onMarked} />}
    </article>
  );
}
