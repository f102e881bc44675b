'use client';

import { TriangleAlert } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useDeliveryCheck } from './delivery-api';
import styles from './pincode-warning.module.css';

const NO_PRODUCTS: readonly number[] = [];

/**
 * Under an address form's PIN code: a warning, never a block, when the shop does not deliver there
 * or only by courier (fresh milk needs the farm's own van). Nothing while the PIN code is incomplete.
 */
export function PincodeWarning({ pincode }: { pincode: string | undefined }) {
  const typed = useDeferredValue(pincode?.trim());
  const check = useDeliveryCheck(typed, NO_PRODUCTS).data;
  let warning: string | undefined;
  if (check && check.pincode === typed) {
    if (!check.served) warning = `${check.summary}. You can save the address, but orders cannot go there.`;
    else if (check.area?.kind === 'COURIER') {
      const when = check.courierWindow ? `, expected ${check.courierWindow.text}` : '';
      warning = `Fresh milk goes only where the farm's own van delivers; to ${check.pincode} we send ghee, soaps and what else travels by courier${when}.`;
    }
  }
  return (
    <div role="status" className={styles.status}>
      {warning && (
        <p className={styles.warning} data-testid="pincode-warning">
          <TriangleAlert aria-hidden="true" />
          <span>{warning}</span>
        </p>
      )}
    </div>
  );
}
