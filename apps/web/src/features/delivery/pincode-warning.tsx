'use client';

import { BASE_LANGUAGE } from '@farm/contract/plain/languages';
import { TriangleAlert } from 'lucide-react';
import { useDeferredValue } from 'react';
import { formatDay } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { useDeliveryCheck } from './delivery-api';
import styles from './pincode-warning.module.css';

const NO_PRODUCTS: readonly number[] = [];

/**
 * Under an address form's PIN code: a warning, never a block, when the shop does not deliver there
 * or only by courier (fresh milk needs the farm's own van). Nothing while the PIN code is incomplete.
 */
export function PincodeWarning({ pincode }: { pincode: string | undefined }) {
  const t = useWords('common');
  const language = useLanguage();
  const english = language === BASE_LANGUAGE;
  const typed = useDeferredValue(pincode?.trim());
  const check = useDeliveryCheck(typed, NO_PRODUCTS).data;
  let warning: string | undefined;
  if (check && check.pincode === typed) {
    if (!check.served) {
      // English keeps the API's own sentence; another language says it from the PIN code.
      const summary =
        english && check.summary
          ? check.summary
          : t('addressForm.warning.noDelivery', { pincode: check.pincode });
      warning = t('addressForm.warning.notServed', { summary });
    } else if (check.area?.kind === 'COURIER') {
      const courier = check.courierWindow;
      const window =
        courier &&
        (english
          ? courier.text
          : `${formatDay(courier.from, language)} – ${formatDay(courier.to, language)}`);
      const when = window ? t('addressForm.warning.courierWhen', { window }) : '';
      warning = t('addressForm.warning.courier', { pincode: check.pincode, when });
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
