'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { MapPinPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import badge from '@/components/ui/badge.module.css';
import buttons from '@/components/ui/button.module.css';
import layout from '@/components/ui/layout.module.css';
import { addressLine } from '@/features/address/address-format';
import { chooseAddress, useCustomerAddresses } from '@/features/address/addresses-query';
import { useStateName } from '@/features/address/use-state-name';
import type { SessionUser } from '@/features/session/session-store';
import { useSession } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import styles from './address-picker.module.css';

/**
 * Where the order goes: a radio list of the customer's addresses (the remembered one, else the
 * default, preselected; the choice is kept in the session), or the inline form when there is none.
 */
export function AddressPicker({ user }: { user: SessionUser }) {
  const addresses = useCustomerAddresses(user.id);
  const rememberedId = useSession((s) => s.addressId);
  const setAddressId = useSession((s) => s.setAddressId);
  const [adding, setAdding] = useState(false);
  const t = useWords('checkout');
  const stateName = useStateName();
  const chosen = addresses.data ? chooseAddress(addresses.data, rememberedId) : undefined;
  // The address form (and its checks) loads when it is shown: a returning customer picks a saved one.
  const CheckoutAddressForm = useLazyComponent(adding || addresses.data?.length === 0, () =>
    import('@/features/address/checkout-address-form').then((m) => m.CheckoutAddressForm),
  );

  // Keep the session's choice pointing at an address that exists.
  useEffect(() => {
    if (addresses.data && chosen?.id !== rememberedId) setAddressId(chosen?.id);
  }, [addresses.data, chosen?.id, rememberedId, setAddressId]);

  if (addresses.isPending) return <p role="status">{t('addresses.loading')}</p>;
  if (addresses.isError) {
    return (
      <div className={`${layout.stack} ${styles.error}`} role="alert">
        <p>{t('addresses.notLoaded', { problem: messageOf(addresses.error) })}</p>
        <button type="button" className={buttons.secondary} onClick={() => addresses.refetch()}>
          {t('addresses.retry')}
        </button>
      </div>
    );
  }

  const form = CheckoutAddressForm ? (
    <CheckoutAddressForm
      user={user}
      onCreated={(address) => {
        setAddressId(address.id);
        setAdding(false);
      }}
      onCancel={addresses.data.length > 0 ? () => setAdding(false) : undefined}
    />
  ) : (
    <p role="status">{t('addresses.formLoading')}</p>
  );

  if (addresses.data.length === 0) {
    return (
      <div className={`${layout.stack} ${styles.picker}`}>
        <p className={styles.hint}>{t('addresses.none')}</p>
        {form}
      </div>
    );
  }

  return (
    <div className={`${layout.stack} ${styles.picker}`}>
      <fieldset className={`${layout.stack} ${styles.list}`}>
        <legend className="visually-hidden">{t('address')}</legend>
        {addresses.data.map((address) => (
          <label key={address.id} className={styles.option}>
            <input
              type="radio"
              name="delivery-address"
              value={address.id}
              checked={chosen?.id === address.id}
              onChange={() => setAddressId(address.id)}
            />
            <span className={`${layout.stack} ${styles.text}`}>
              <strong>
                {address.name}
                {address.isDefault && (
                  <span className={`${badge.tag} ${badge.gold} ${styles.default}`}>
                    {t('addresses.default')}
                  </span>
                )}
              </strong>
              <span>{addressLine(address, stateName)}</span>
              <span className={styles.phone}>{displayMobile(address.mobileNumber)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {adding ? (
        form
      ) : (
        <button type="button" className={buttons.secondary} onClick={() => setAdding(true)}>
          <MapPinPlus aria-hidden="true" />
          {t('addresses.add')}
        </button>
      )}
    </div>
  );
}
