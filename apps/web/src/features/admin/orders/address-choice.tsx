'use client';

import type { Customer } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { useStateName } from '@/features/address/use-state-name';
import { StaffAddressForm } from '@/features/admin/addresses/staff-address-form';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import styles from './manual-order.module.css';

type Props = {
  customer: Customer;
  value: number | undefined;
  /** The chosen address and its PIN code (the delivery check and the quote's area fee need it). */
  onChange(addressId: number, pincode: string): void;
  error?: string | undefined;
};

/** One of the customer's saved addresses (the default is chosen first), or a new one saved for them. */
export function AddressChoice({ customer, value, onChange, error }: Props) {
  const t = useTranslations('adminOrders.phone.addresses');
  const stateName = useStateName();
  const [adding, setAdding] = useState(false);
  const input = { params: { id: customer.id } };
  const addresses = useQuery({
    queryKey: ['admin', addressRoutes.listCustomerAddresses.path, input],
    queryFn: () => staffData(addressRoutes.listCustomerAddresses, input),
  });
  const list = addresses.data;

  useEffect(() => {
    if (value === undefined && list?.[0]) onChange(list[0].id, list[0].pincode);
  }, [list, value, onChange]);

  if (addresses.isError) return <p role="alert">{messageOf(addresses.error)}</p>;
  if (!list) return <p role="status">{t('loading')}</p>;
  return (
    <div className={`${kit.stack} ${kit.snug} ${styles.addresses}`}>
      {list.length > 0 && (
        <fieldset className={styles.choices} aria-describedby={error ? 'address-error' : undefined}>
          <legend className="visually-hidden">{t('legend')}</legend>
          {list.map((a) => (
            <label key={a.id} className={styles.choice} data-checked={a.id === value}>
              <input
                type="radio"
                name="addressId"
                checked={a.id === value}
                onChange={() => onChange(a.id, a.pincode)}
              />
              <span>
                <strong>{a.name}</strong>, {a.line1}
                {a.line2 && `, ${a.line2}`}, {a.city}, {stateName(a.state)} {a.pincode}
                <small> · {displayMobile(a.mobileNumber)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {list.length === 0 && !adding && <p>{t('none', { name: customer.name })}</p>}
      {error && (
        <p id="address-error" className={formStyles.error}>
          {error}
        </p>
      )}
      {adding ? (
        <div className={styles.newAddress}>
          <StaffAddressForm
            customer={customer}
            first={list.length === 0}
            onSaved={(address) => {
              setAdding(false);
              onChange(address.id, address.pincode);
            }}
          />
          <button type="button" className={formStyles.linkButton} onClick={() => setAdding(false)}>
            {t('dontAdd')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={() => setAdding(true)}
        >
          {t('add')}
        </button>
      )}
    </div>
  );
}
