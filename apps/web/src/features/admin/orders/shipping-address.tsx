import type { ShippingAddress } from '@farm/contract';
import { displayMobile } from '@/features/auth/mobile';
import styles from './orders.module.css';

/** An address as it goes on a parcel: one line per part, the phone last. */
export function ShippingAddressLines({ address }: { address: ShippingAddress }) {
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
          Near {address.landmark}
        </>
      )}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      Phone: {displayMobile(address.mobileNumber)}
    </address>
  );
}
