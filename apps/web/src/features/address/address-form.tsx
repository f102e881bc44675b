'use client';

import { type Address, addressCreateSchema, INDIAN_STATES, text } from '@farm/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, FormError, formStyles, SelectField, TextField } from '@/components/ui/form-fields';
import { tenDigits } from '@/features/auth/mobile';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import styles from './address-form.module.css';
import sectionStyles from './section.module.css';

export const addressFormSchema = addressCreateSchema.omit({ customerId: true }).extend({
  line2: blankAsNull(text(200)),
  landmark: blankAsNull(text(200)),
  isDefault: z.boolean().optional(),
});
export type AddressFormInput = z.output<typeof addressFormSchema>;

const FIELDS = ['name', 'mobileNumber', 'line1', 'line2', 'landmark', 'city', 'state', 'pincode'] as const;

type Props = {
  /** The address being edited; a new one otherwise. */
  address?: Address | undefined;
  /** For a new address: who receives it, and whether it will be the first (hence default). */
  recipient: { name: string; mobileNumber: string };
  first: boolean;
  onSave(input: AddressFormInput): Promise<unknown>;
  onCancel(): void;
};

/** Adds or edits a delivery address. */
export function AddressForm({ address, recipient, first, onSave, onCancel }: Props) {
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(addressFormSchema),
    defaultValues: {
      name: address?.name ?? recipient.name,
      mobileNumber: tenDigits(address?.mobileNumber ?? recipient.mobileNumber),
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      landmark: address?.landmark ?? '',
      city: address?.city ?? '',
      state: (address?.state as AddressFormInput['state'] | undefined) ?? 'Tamil Nadu',
      pincode: address?.pincode ?? '',
      isDefault: address?.isDefault ?? first,
    },
  });
  const errors = formState.errors;
  // The default address stays default until another one takes over (the server insists).
  const defaultLocked = address?.isDefault === true || (!address && first);

  const onSubmit = async (input: AddressFormInput) => {
    setFormError(undefined);
    try {
      await onSave(input);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  };

  return (
    <form className={`${formStyles.form} ${styles.panel}`} onSubmit={handleSubmit(onSubmit)} noValidate>
      <h3 className={styles.panelTitle}>{address ? 'Edit address' : 'New address'}</h3>
      <FormError message={formError} />
      <div className={styles.grid}>
        <div className={styles.half}>
          <TextField label="Full name" autoComplete="name" error={errors.name} {...register('name')} />
        </div>
        <div className={styles.half}>
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={errors.mobileNumber}
            {...register('mobileNumber')}
          />
        </div>
        <div className={styles.full}>
          <TextField
            label="House, street"
            autoComplete="address-line1"
            error={errors.line1}
            {...register('line1')}
          />
        </div>
        <div className={styles.half}>
          <TextField
            label="Area, village"
            autoComplete="address-line2"
            optional
            error={errors.line2}
            {...register('line2')}
          />
        </div>
        <div className={styles.half}>
          <TextField label="Landmark" optional error={errors.landmark} {...register('landmark')} />
        </div>
        <div className={styles.third}>
          <TextField label="City" autoComplete="address-level2" error={errors.city} {...register('city')} />
        </div>
        <div className={styles.third}>
          <SelectField
            label="State"
            autoComplete="address-level1"
            options={INDIAN_STATES}
            error={errors.state}
            {...register('state')}
          />
        </div>
        <div className={styles.third}>
          <TextField
            label="PIN code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            error={errors.pincode}
            {...register('pincode')}
          />
        </div>
      </div>
      <CheckboxField label="Use as my default address" disabled={defaultLocked} {...register('isDefault')} />
      <div className={sectionStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className={`${formStyles.button} ${formStyles.secondary}`} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
