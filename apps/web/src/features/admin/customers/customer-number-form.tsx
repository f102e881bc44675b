'use client';

import { type Customer, customerNumberCorrectionSchema } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';

/**
 * Staff correct a number taken down wrong (decision 0027). The customer's history keeps who
 * changed it, from what, to what and when; the new number is unproven until the customer signs in
 * with a code sent to it.
 */
export function CustomerNumberForm({ customer }: { customer: Customer }) {
  const t = useTranslations('adminPeople.customers.number');
  const tc = useTranslations('adminCommon');
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(customerNumberCorrectionSchema),
    defaultValues: { mobileNumber: displayMobile(customer.mobileNumber) },
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['mobileNumber'],
    send: (values) =>
      staffCall(customerRoutes.correctCustomerNumber, { params: { id: customer.id }, body: values }),
    success: t('saved'),
  });

  if (!open) {
    return (
      <button type="button" className={formStyles.linkButton} onClick={() => setOpen(true)}>
        {t('open')}
      </button>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('open')}>
      <FormError message={formError} />
      <TextField
        label={t('label')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint={t('hint')}
        error={formState.errors.mobileNumber}
        {...register('mobileNumber')}
      />
      <div className={formStyles.row}>
        <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? tc('saving') : t('save')}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={() => setOpen(false)}>
          {tc('cancel')}
        </button>
      </div>
    </form>
  );
}
