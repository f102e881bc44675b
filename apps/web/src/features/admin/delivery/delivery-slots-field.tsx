'use client';

import { Plus, X } from 'lucide-react';
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
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const errors = formState.errors.slots;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className={formStyles.fieldset} aria-describedby={listError ? 'slots-error' : undefined}>
      <legend>Slots</legend>
      <p className={formStyles.hint}>
        Each day's delivery windows, India time. Orders for a day close at the cut-off: 1 day before at 21:00
        means by 9 pm the evening before.
      </p>
      {fields.map((field, i) => {
        const rowErrors = errors?.[i];
        return (
          <fieldset key={field.id} className={styles.slot}>
            <legend>Slot {i + 1}</legend>
            <div className={styles.slotFields}>
              <TextField
                label="Starts at"
                type="time"
                error={rowErrors?.startsAt}
                {...register(`slots.${i}.startsAt`)}
              />
              <TextField
                label="Ends at"
                type="time"
                error={rowErrors?.endsAt}
                {...register(`slots.${i}.endsAt`)}
              />
              <TextField
                label="Capacity"
                inputMode="numeric"
                hint="Orders a day"
                error={rowErrors?.capacity}
                {...register(`slots.${i}.capacity`)}
              />
              <TextField
                label="Cut-off days before"
                inputMode="numeric"
                error={rowErrors?.cutoffDaysBefore}
                {...register(`slots.${i}.cutoffDaysBefore`)}
              />
              <TextField
                label="Cut-off time"
                type="time"
                error={rowErrors?.cutoffTime}
                {...register(`slots.${i}.cutoffTime`)}
              />
            </div>
            <div className={formStyles.row}>
              <CheckboxField label="Taking orders" {...register(`slots.${i}.active`)} />
              <button
                type="button"
                className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
                onClick={() => remove(i)}
              >
                <X aria-hidden="true" size={16} /> Remove slot {i + 1}
              </button>
            </div>
          </fieldset>
        );
      })}
      {listError && (
        <p id="slots-error" className={formStyles.error}>
          Slots: {listError}
        </p>
      )}
      {fields.length < MAX_SLOTS && (
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small} ${styles.addSlot}`}
          onClick={() => append({ ...NEW_SLOT })}
        >
          <Plus aria-hidden="true" size={16} /> Add a slot
        </button>
      )}
    </fieldset>
  );
}
