'use client';

import { gstRateCreateSchema } from '@farm/contract';
import { gstRateRoutes } from '@farm/contract/plain/routes/gst-rate';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';
import styles from './gst-rates.module.css';

const shape = gstRateCreateSchema.shape;

/** The form's text as the contract's rate: each field checked by the contract's own rule. */
const gstRateFormSchema = (rateFormat: string) =>
  z.object({
    hsnCode: shape.hsnCode,
    ratePercent: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, rateFormat)
      .transform(Number)
      .pipe(shape.ratePercent),
    effectiveFrom: shape.effectiveFrom,
    description: z.string().optional(),
  });
type GstRateFormSchema = ReturnType<typeof gstRateFormSchema>;
type GstRateFormInput = z.input<GstRateFormSchema>;

const FIELDS = ['hsnCode', 'ratePercent', 'effectiveFrom', 'description'] as const;

/**
 * A code's rate from a day on (admins): a rate change is a new row from its date, so invoices
 * already issued keep the rate of their own day.
 */
export function GstRateForm() {
  const t = useTranslations('adminCatalogue.gstRates.form');
  const schema = useMemo(() => gstRateFormSchema(t('rateFormat')), [t]);
  const form = useForm<GstRateFormInput, unknown, z.output<GstRateFormSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { hsnCode: '', ratePercent: '', effectiveFrom: '', description: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: FIELDS,
    send: (body) => staffCall(gstRateRoutes.createGstRate, { body }),
    success: t('added'),
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('label')}>
      <FormError message={formError} />
      <div className={styles.fields}>
        <TextField
          label={t('hsnCode')}
          inputMode="numeric"
          hint={t('hsnCodeHint')}
          error={errors.hsnCode}
          {...register('hsnCode')}
        />
        <TextField
          label={t('rate')}
          inputMode="decimal"
          hint={t('rateHint')}
          error={errors.ratePercent}
          {...register('ratePercent')}
        />
        <TextField
          label={t('from')}
          type="date"
          hint={t('fromHint')}
          error={errors.effectiveFrom}
          {...register('effectiveFrom')}
        />
        <TextField
          label={t('goods')}
          optional
          hint={t('goodsHint')}
          error={errors.description}
          {...register('description')}
        />
      </div>
      <button
        type="submit"
        className={`${formStyles.button} ${formStyles.small}`}
        disabled={formState.isSubmitting}
      >
        {formState.isSubmitting ? t('adding') : t('add')}
      </button>
    </form>
  );
}
