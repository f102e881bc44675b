'use client';

import { Plus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { CheckboxField, formStyles, TextField } from '@/components/ui/form-fields';
import styles from './delivery.module.css';
import {
  type DeliveryAreaFormInput,
  type DeliveryAreaFormValues,
  NEW_SLOT,
} from './delivery-area-form-schema';

type AreaForm = UseFormReturn<DeliveryAreaFormInput, unknown, DeliveryAreaFormValues>;

/** The most slots an area keeps (the contract's limit). */
const MAX_SLOTS = 12;

/**
 * An own-delivery area's slots, one group of fields per slot. A saved slot keeps its id (orders are
 * booked on it); a removed one stops taking orders, and its booked orders keep their day and window.
 */
export function DeliverySlotsField({ form }: { form: AreaForm }) {
  const t = useTranslations('adminDelivery.slots');
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const errors = formState.errors.slots;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className={formStyles.fieldset} aria-describedby={listError ? 'slots-error' : undefined}>
      <legend>{t('legend')}</legend>
      <p className={formStyles.hint}>{t('hint')}</p>
      {fields.map((field, i) => {
        const rowErrors = errors?.[i];
        return (
          <fieldset key={field.id} className={styles.slot}>
            <legend>{t('slot', { number: i + 1 })}</legend>
            <div className={styles.slotFields}>
              <TextField
                label={t('startsAt')}
                type="time"
                error={rowErrors?.startsAt}
                {...register(`slots.${i}.startsAt`)}
              />
              <TextField
                label={t('endsAt')}
                type="time"
                error={rowErrors?.endsAt}
                {...register(`slots.${i}.endsAt`)}
              />
              <TextField
                label={t('capacity')}
                inputMode="numeric"
                hint={t('capacityHint')}
                error={rowErrors?.capacity}
                {...register(`slots.${i}.capacity`)}
              />
              <TextField
                label={t('cutoffDays')}
                inputMode="numeric"
                error={rowErrors?.cutoffDaysBefore}
                {...register(`slots.${i}.cutoffDaysBefore`)}
              />
              <TextField
                label={t('cutoffTime')}
                type="time"
                error={rowErrors?.cutoffTime}
                {...register(`slots.${i}.cutoffTime`)}
              />
            </div>
            <div className={formStyles.row}>
              <CheckboxField label={t('taking')} {...register(`slots.${i}.active`)} />
              <button
                type="button"
                className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
                onClick={() => remove(i)}
              >
                <X aria-hidden="true" size={16} /> {t('remove', { number: i + 1 })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {listError && (
        <p id="slots-error" className={formStyles.error}>
          {t('listError', { error: listError })}
        </p>
      )}
      {fields.length < MAX_SLOTS && (
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small} ${styles.addSlot}`}
          onClick={() => append({ ...NEW_SLOT })}
        >
          <Plus aria-hidden="true" size={16} /> {t('add')}
        </button>
      )}
    </fieldset>
  );
}
