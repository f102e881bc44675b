'use client';

import { type Address, addressCreateSchema } from '@farm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import buttons from '@/components/ui/button.module.css';
import layout from '@/components/ui/layout.module.css';
import { toast } from '@/components/ui/toast';
import { PincodeWarning } from '@/features/delivery/pincode-warning';
import type { SessionUser } from '@/features/session/session-store';
import { ApiError, messageOf } from '@/lib/api/problem';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import { stateOptions } from './address-format';
import { addressesKey, createAddress } from './addresses-query';
import styles from './checkout-address-form.module.css';
import { friendlyZodErrors, sentence } from './form-errors';
import { useStateName } from './use-state-name';

type FormInput = z.input<typeof addressCreateSchema>;
type FormOutput = z.output<typeof addressCreateSchema>;
type FieldName = FieldPath<FormInput>;

/** Empty optional fields are left out, not sent as "" (which the API would refuse). */
const optional = { setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v) };

const FIELDS: {
  name: 'name' | 'mobileNumber' | 'line1' | 'line2' | 'landmark' | 'city';
  autoComplete: string;
  optional?: boolean;
  inputMode?: 'tel' | 'numeric';
}[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'mobileNumber', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'line1', autoComplete: 'address-line1' },
  { name: 'line2', autoComplete: 'address-line2', optional: true },
  { name: 'landmark', autoComplete: 'off', optional: true },
  { name: 'city', autoComplete: 'address-level2' },
];

const FORM_FIELDS: readonly string[] = [...FIELDS.map((f) => f.name), 'state', 'pincode'];

function isFormField(field: string): field is FieldName {
  return FORM_FIELDS.includes(field);
}

/**
 * The checkout's inline "Add a delivery address": a new address only, in the cart's own look (its
 * inputs, its error texts); the profile and the admin edit addresses with `AddressForm`.
 */
export function CheckoutAddressForm(props: {
  user: SessionUser;
  onCreated(address: Address): void;
  onCancel?: () => void;
}) {
  const { user } = props;
  const queryClient = useQueryClient();
  const id = useId();
  const t = useWords('address');
  const common = useWords('common');
  const stateName = useStateName();
  const [formError, setFormError] = useState<string>();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addressCreateSchema, friendlyZodErrors(common)),
    defaultValues: {
      name: user.name,
      mobileNumber: user.mobileNumber?.replace(/^\+91/, '') ?? '',
      line1: '',
      city: '',
      state: 'Tamil Nadu',
      pincode: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { response } = await createAddress({ ...values, customerId: user.id });
      toast.success(t('created'));
      await queryClient.invalidateQueries({ queryKey: addressesKey(user.id) });
      props.onCreated(response);
    } catch (error) {
      const named = error instanceof ApiError ? error.fieldErrors : [];
      for (const { field, text } of named) {
        if (isFormField(field)) form.setError(field, { message: sentence(text) });
      }
      setFormError(messageOf(error));
    }
  });

  const errorOf = (name: FieldName) => sentence(errors[name]?.message);
  const describedBy = (name: FieldName) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <form
      className={`${layout.stack} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h3>
      <div className={styles.grid}>
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === 'line1' ? styles.wide : styles.field}>
            <label htmlFor={`${id}-${field.name}`}>{t(`fields.${field.name}`)}</label>
            <input
              id={`${id}-${field.name}`}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              {...form.register(field.name, field.optional ? optional : undefined)}
            />
            {errors[field.name] && (
              <span id={`${id}-${field.name}-error`} className={styles.fieldError}>
                {errorOf(field.name)}
              </span>
            )}
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor={`${id}-state`}>{t('fields.state')}</label>
          <select
            id={`${id}-state`}
            autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={describedBy('state')}
            {...form.register('state')}
          >
            {stateOptions(stateName).map((state) => (
              <option key={state.value} value={state.value}>
                {state.label}
              </option>
            ))}
          </select>
          {errors.state && (
            <span id={`${id}-state-error`} className={styles.fieldError}>
              {errorOf('state')}
            </span>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-pincode`}>{t('fields.pincode')}</label>
          <input
            id={`${id}-pincode`}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            aria-invalid={errors.pincode ? true : undefined}
            aria-describedby={describedBy('pincode')}
            {...form.register('pincode')}
          />
          {errors.pincode && (
            <span id={`${id}-pincode-error`} className={styles.fieldError}>
              {errorOf('pincode')}
            </span>
          )}
        </div>
      </div>
      <PincodeWarning pincode={form.watch('pincode')} />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={layout.actions}>
        <button type="submit" className={buttons.primary} disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </button>
        {props.onCancel && (
          <button type="button" className={buttons.secondary} onClick={props.onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
