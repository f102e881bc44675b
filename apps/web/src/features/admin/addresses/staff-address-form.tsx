'use client';

import type { Address } from '@farm/contract';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { useTranslations } from 'next-intl';
import { AddressForm, type AddressFormInput } from '@/features/address/address-form';
import { useAdminSave } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';

type Props = {
  /** Whose address it is; a new address starts with their name and number. */
  customer: { id: number; name: string; mobileNumber: string };
  address?: Address | undefined;
  /** Where to go after saving; without one the form stays and `onSaved` gets the address. */
  goTo?: string;
  onSaved?(address: Address): void;
  /** The customer's first address becomes the default whatever is ticked. */
  first?: boolean;
};

/** Staff create or edit a customer's delivery address ('Address created successfully'). */
export function StaffAddressForm({ customer, address, goTo, onSaved, first = false }: Props) {
  const t = useTranslations('adminPeople.addresses');
  const save = useAdminSave({
    send: async (values: AddressFormInput) => {
      const saved = address
        ? await staffCall(addressRoutes.updateAddress, { params: { id: address.id }, body: values })
        : await staffCall(addressRoutes.createAddress, { body: { ...values, customerId: customer.id } });
      onSaved?.(saved.response);
      return saved;
    },
    success: address ? t('updated') : t('created'),
    ...(goTo ? { goTo } : {}),
  });
  return <AddressForm variant="staff" address={address} recipient={customer} first={first} onSave={save} />;
}
