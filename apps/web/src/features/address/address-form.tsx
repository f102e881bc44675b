'use client';

import { type Address, addressCreateSchema, text } from '@farm/contract';
import { tenDigits } from '@farm/contract/plain/mobile';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, FormError, formStyles, TextField } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import { SelectField } from '@/components/ui/select-field';
import { PincodeWarning } from '@/features/delivery/pincode-warning';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import styles from './address-form.module.css';
import { stateOptions } from './address-format';
import { useStateName } from './use-state-name';

export const addressFormSchema = addressCreateSchema.omit({ customerId: true }).extend({
  line2: blankAsNull(text(200)),
  landmark: blankAsNull(text(200)),
  isDefault: z.boolean().optional(),
});
export type AddressFormInput = z.output<typeof addressFormSchema>;

const FIELDS = ['name', 'mobileNumber', 'line1', 'line2', 'landmark', 'city', 'state', 'pincode'] as const;

/**
 * Who fills the form in. A customer writes their own address: their words, the browser's autofill,
 * a framed panel with a heading. Staff write a customer's: "Receiver's name", no autofill (it would
 * offer the staff member's own address), a plain form named by its label.
 */
type Variant = 'customer' | 'staff';

type Props = {
  variant: Variant;
  /** The address being edited; a new one otherwise. */
  address?: Address | undefined;
  /** For a new address: who receives it, and whether it will be the first (hence default). */
  recipient: { name: string; mobileNumber: string };
  first: boolean;
  /** Sends the address (and says so); a refusal it throws lands on the fields and above the form. */
  onSave(input: AddressFormInput): Promise<unknown>;
  /** Offers a Cancel button beside Save. */
  onCancel?: (() => void) | undefined;
};

/** Adds or edits a delivery address: a customer's own (profile) or a customer's by staff (admin). */
export function AddressForm({ variant, address, recipient, first, onSave, onCancel }: Props) {
  const t = useWords('common');
  const stateName = useStateName();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState, control } = useForm({
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
  const pincode = useWatch({ control, name: 'pincode' });
  // The default address stays default until another one takes over (the server insists).
  const defaultLocked = address?.isDefault === true || (!address && first);
  const customer = variant === 'customer';
  /** The words that differ by variant; `editSubmit` is the submit button's when an address is being edited. */
  const words = (key: 'name' | 'city' | 'isDefault' | 'editSubmit') => t(`addressForm.${variant}.${key}`);
  const title = address ? t('addressForm.editTitle') : t('addressForm.newTitle');
  /** An autofill token for the customer's own address; none when staff type someone else's. */
  const auto = (token: string) => (customer ? token : undefined);
  /** A field's place in the grid: the customer's six columns, or the staff's two. */
  const cell = (span: { customer?: string; staff?: string }, field: ReactNode) => {
    const className = span[variant];
    return className ? <div className={className}>{field}</div> : field;
  };

  const onSubmit = async (input: AddressFormInput) => {
    setFormError(undefined);
    try {
      await onSave(input);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  };

  const submit = (
    <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
      {formState.isSubmitting
        ? t('addressForm.saving')
        : address
          ? words('editSubmit')
          : t('addressForm.save')}
    </button>
  );

  return (
    <form
      className={customer ? `${formStyles.form} ${styles.panel}` : formStyles.form}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={customer ? undefined : title}
    >
      {customer && <h3 className={styles.panelTitle}>{title}</h3>}
      <FormError message={formError} />
      <div className={customer ? styles.customerGrid : styles.staffGrid}>
        {cell(
          { customer: styles.half },
          <TextField
            label={words('name')}
            autoComplete={auto('name')}
            error={errors.name}
            {...register('name')}
          />,
        )}
        {cell(
          { customer: styles.half },
          <TextField
            label={t('addressForm.mobileNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete={auto('tel-national')}
            error={errors.mobileNumber}
            {...register('mobileNumber')}
          />,
        )}
        {cell(
          { customer: styles.full, staff: styles.wide },
          <TextField
            label={t('addressForm.line1')}
            autoComplete={auto('address-line1')}
            error={errors.line1}
            {...register('line1')}
          />,
        )}
        {cell(
          { customer: styles.half, staff: styles.wide },
          <TextField
            label={t('addressForm.line2')}
            autoComplete={auto('address-line2')}
            optional
            error={errors.line2}
            {...register('line2')}
          />,
        )}
        {cell(
          { customer: styles.half },
          <TextField
            label={t('addressForm.landmark')}
            optional
            error={errors.landmark}
            {...register('landmark')}
          />,
        )}
        {cell(
          { customer: styles.third },
          <TextField
            label={words('city')}
            autoComplete={auto('address-level2')}
            error={errors.city}
            {...register('city')}
          />,
        )}
        {cell(
          { customer: styles.third },
          <SelectField
            label={t('addressForm.state')}
            autoComplete={auto('address-level1')}
            options={stateOptions(stateName)}
            error={errors.state}
            {...register('state')}
          />,
        )}
        {cell(
          { customer: styles.third },
          <TextField
            label={t('addressForm.pincode')}
            inputMode="numeric"
            autoComplete={auto('postal-code')}
            maxLength={6}
            error={errors.pincode}
            {...register('pincode')}
          />,
        )}
      </div>
      <PincodeWarning pincode={pincode} />
      <CheckboxField label={words('isDefault')} disabled={defaultLocked} {...register('isDefault')} />
      {onCancel ? (
        <div className={`${layout.actions} ${styles.actions}`}>
          {submit}
          <button type="button" className={`${formStyles.button} ${formStyles.secondary}`} onClick={onCancel}>
            {t('addressForm.cancel')}
          </button>
        </div>
      ) : (
        submit
      )}
    </form>
  );
}
