'use client';

import type { DeliveryCheck } from '@farm/contract';
import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { useId } from 'react';
import form from '@/components/ui/form.module.css';
import layout from '@/components/ui/layout.module.css';
import { DeliveryDetails } from '@/features/delivery/delivery-details';
import type { SessionUser } from '@/features/session/session-store';
import { useWords } from '@/lib/i18n/client-words';
import { AddressPicker } from './address-picker';
import styles from './checkout.module.css';
import type { Checkout } from './use-checkout';

/** Where it goes, when (day and slot, or the courier's days) and an optional note for the farm. */
export function CheckoutDetails({
  user,
  checkout,
  delivery,
}: {
  user: SessionUser;
  checkout: Checkout;
  /** The chosen address's delivery check, from the cart priced for it. */
  delivery: DeliveryCheck | undefined;
}) {
  const id = useId();
  const t = useWords('checkout');
  return (
    <div className={`${layout.stack} ${styles.details}`}>
      <section aria-labelledby={`${id}-address`} className={`${layout.stack} ${styles.section}`}>
        <h2 id={`${id}-address`} className={styles.heading}>
          {t('address')}
        </h2>
        <AddressPicker user={user} />
      </section>
      <section aria-labelledby={`${id}-delivery`} className={`${layout.stack} ${styles.section}`}>
        <h2 id={`${id}-delivery`} className={styles.heading}>
          {t('delivery')}
        </h2>
        <DeliveryDetails check={delivery} delivery={checkout.delivery} />
      </section>
      <section className={`${layout.stack} ${styles.section}`}>
        <label htmlFor={`${id}-note`} className={styles.heading}>
          {t('note')} <span className={styles.optional}>{t('optional')}</span>
        </label>
        <textarea
          id={`${id}-note`}
          className={`${form.box} ${styles.note}`}
          rows={3}
          maxLength={TEXT_LIMITS.orderNote}
          value={checkout.note}
          placeholder={t('notePlaceholder')}
          onChange={(event) => checkout.setNote(event.target.value)}
        />
      </section>
    </div>
  );
}
