'use client';

import { gstRateCreateSchema } from '@farm/contract';
import { gstRateRoutes } from '@farm/contract/plain/routes/gst-rate';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import styles from './gst-rates.module.css';

const shape = gstRateCreateSchema.shape;

/** The form's text as the contract's rate: each field checked by the contract's own rule. */
const gstRateFormSchema = z.object({
  hsnCode: shape.hsnCode,
  ratePercent: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter the rate in percent, e.g. 5 or 0.25')
    .transform(Number)
    .pipe(shape.ratePercent),
  effectiveFrom: shape.effectiveFrom,
  description: z.string().optional(),
});
type GstRateFormInput = z.input<typeof gstRateFormSchema>;

const FIELDS = ['hsnCode', 'ratePercent', 'effectiveFrom', 'description'] as const;

/**
 * A code's rate from a day on (admins): a rate change is a new row from its date, so invoices
 * already issued keep the rate of their own day.
 */
export function GstRateForm() {
  const form = useForm<GstRateFormInput, unknown, z.output<typeof gstRateFormSchema>>({
    resolver: zodResolver(gstRateFormSchema),
    defaultValues: { hsnCode: '', ratePercent: '', effectiveFrom: '', description: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: FIELDS,
    send: (body) => staffCall(gstRateRoutes.createGstRate, { body }),
    success: 'GST rate added',
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Add a GST rate">
      <FormError message={formError} />
      <div className={styles.fields}>
        <TextField
          label="HSN code"
          inputMode="numeric"
          hint="4, 6 or 8 digits"
          error={errors.hsnCode}
          {...register('hsnCode')}
        />
        <TextField
          label="Rate (%)"
          inputMode="decimal"
          hint="e.g. 5 or 0.25"
          error={errors.ratePercent}
          {...register('ratePercent')}
        />
        <TextField
          label="From"
          type="date"
          hint="The first day it applies (India time)"
          error={errors.effectiveFrom}
          {...register('effectiveFrom')}
        />
        <TextField
          label="Goods"
          optional
          hint="What the code covers, for this list"
          error={errors.description}
          {...register('description')}
        />
      </div>
      <button
        type="submit"
        className={`${formStyles.button} ${formStyles.small}`}
        disabled={formState.isSubmitting}
      >
        {formState.isSubmitting ? 'Adding…' : 'Add rate'}
      </button>
    </form>
  );
}
