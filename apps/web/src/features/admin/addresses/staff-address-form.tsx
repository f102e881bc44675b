'use client';

import { type Address, addressCreateSchema, INDIAN_STATES, text } from '@farm/contract';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CheckboxField, FormError, formStyles, SelectField, TextField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { tenDigits } from '@/features/auth/mobile';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import styles from './addresses.module.css';

const addressFormSchema = addressCreateSchema.omit({ customerId: true }).extend({
  line2: blankAsNull(text(200)),
  landmark: blankAsNull(text(200)),
});

const FIELDS = ['name', 'mobileNumber', 'line1', 'line2', 'landmark', 'city', 'state', 'pincode'] as const;

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

/** Create or edit a customer's delivery address ('Address created successfully'). */
export function AddressForm({ customer, address, goTo, onSaved, first = false }: Props) {
  const form = useForm({
    resolver: zodResolver(addressFormSchema),
    defaultValues: {
      name: address?.name ?? customer.name,
      mobileNumber: tenDigits(address?.mobileNumber ?? customer.mobileNumber),
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      landmark: address?.landmark ?? '',
      city: address?.city ?? '',
      state: (address?.state as (typeof INDIAN_STATES)[number] | undefined) ?? 'Tamil Nadu',
      pincode: address?.pincode ?? '',
      isDefault: address?.isDefault ?? first,
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: FIELDS,
    send: async (values) => {
      const saved = address
        ? await staffCall(addressRoutes.updateAddress, { params: { id: address.id }, body: values })
        : await staffCall(addressRoutes.createAddress, { body: { ...values, customerId: customer.id } });
      onSaved?.(saved.response);
      return saved;
    },
    success: address ? 'Address updated successfully' : 'Address created successfully',
    ...(goTo ? { goTo } : {}),
  });
  // The default stays the default until another address takes over (the server insists).
  const defaultLocked = address?.isDefault === true || (!address && first);

  return (
    <form
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? 'Edit address' : 'New address'}
    >
      <FormError message={formError} />
      <div className={styles.grid}>
        <TextField label="Receiver's name" error={errors.name} {...register('name')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          error={errors.mobileNumber}
          {...register('mobileNumber')}
        />
        <div className={styles.wide}>
          <TextField label="House, street" error={errors.line1} {...register('line1')} />
        </div>
        <div className={styles.wide}>
          <TextField label="Area, village" optional error={errors.line2} {...register('line2')} />
        </div>
        <TextField label="Landmark" optional error={errors.landmark} {...register('landmark')} />
        <TextField label="City or town" error={errors.city} {...register('city')} />
        <SelectField label="State" options={INDIAN_STATES} error={errors.state} {...register('state')} />
        <TextField
          label="PIN code"
          inputMode="numeric"
          maxLength={6}
          error={errors.pincode}
          {...register('pincode')}
        />
      </div>
      <CheckboxField label="Default address" disabled={defaultLocked} {...register('isDefault')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : address ? 'Save changes' : 'Save address'}
      </button>
    </form>
  );
}
