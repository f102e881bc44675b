'use client';

import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { useId } from 'react';
import form from '@/components/ui/form.module.css';
import layout from '@/components/ui/layout.module.css';
import type { SessionUser } from '@/features/session/session-store';
import { AddressPicker } from './address-picker';
import styles from './checkout.module.css';
import type { Checkout } from './use-checkout';

/** Where it goes and an optional note for the farm. */
export function CheckoutDetails({ user, checkout }: { user: SessionUser; checkout: Checkout }) {
  const id = useId();
  return (
    <div className={`${layout.stack} ${styles.details}`}>
      <section aria-labelledby={`${id}-address`} className={`${layout.stack} ${styles.section}`}>
        <h2 id={`${id}-address`} className={styles.heading}>
          Delivery address
        </h2>
        <AddressPicker user={user} />
      </section>
      <section className={`${layout.stack} ${styles.section}`}>
        <label htmlFor={`${id}-note`} className={styles.heading}>
          Order note <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          className={`${form.box} ${styles.note}`}
          rows={3}
          maxLength={TEXT_LIMITS.orderNote}
          value={checkout.note}
          placeholder="For example: please call before delivery"
          onChange={(event) => checkout.setNote(event.target.value)}
        />
      </section>
    </div>
  );
}
