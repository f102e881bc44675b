import type { ShippingAddress } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { useTranslations } from 'next-intl';
import { useStateName } from '@/features/address/use-state-name';
import styles from './orders.module.css';

/**
 * An address as it goes on a parcel: one line per part, the phone last; `callable` makes the phone
 * a tel: link (the order page on a phone: one tap calls; the packing slip keeps plain text).
 */
export function ShippingAddressLines({
  address,
  callable,
}: {
  address: ShippingAddress;
  callable?: boolean;
}) {
  const t = useTranslations('adminOrders.address');
  const stateName = useStateName();
  return (
    <address className={styles.address}>
      <strong>{address.name}</strong>
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      {address.landmark && (
        <>
          <br />
          {t('near', { landmark: address.landmark })}
        </>
      )}
      <br />
      {address.city}, {stateName(address.state)} {address.pincode}
      <br />
      {t('phone')}{' '}
      {callable ? (
        <a href={`tel:${address.mobileNumber}`}>{displayMobile(address.mobileNumber)}</a>
      ) : (
        displayMobile(address.mobileNumber)
      )}
    </address>
  );
}
