'use client';

import { type Customer, customerUpdateSchema, emailSchema, text } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useLanguage } from '@/lib/i18n/language-context';

const profileFormSchema = customerUpdateSchema.extend({
  name: text(100),
  email: blankAsNull(emailSchema),
  active: z.boolean(),
});

/**
 * A customer's name, e-mail and whether the account may sign in. The number is changed by the
 * customer with a code, or corrected by staff in its own form (`CustomerNumberForm`), which the
 * customer's history records.
 */
export function CustomerProfileForm({ customer }: { customer: Customer }) {
  const t = useTranslations('adminPeople');
  const tc = useTranslations('adminCommon');
  const language = useLanguage();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: customer.name, email: customer.email ?? '', active: customer.active },
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['name', 'email', 'active'],
    send: (values) => staffCall(customerRoutes.updateCustomer, { params: { id: customer.id }, body: values }),
    success: t('customers.updated'),
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('customers.profile')}>
      <FormError message={formError} />
      <TextField label={t('fields.name')} error={formState.errors.name} {...register('name')} />
      <TextField
        label={t('fields.mobile')}
        value={displayMobile(customer.mobileNumber)}
        readOnly
        hint={customer.mobileVerified ? t('customers.verified') : t('customers.unverified')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        optional
        error={formState.errors.email}
        {...register('email')}
      />
      <CheckboxField label={t('customers.activeBox')} {...register('active')} />
      <p className={formStyles.hint}>
        {t('customers.joinedLine', {
          joined: formatDateTime(customer.createdAt, language),
          changed: formatDateTime(customer.updatedAt, language),
        })}
      </p>
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? tc('saving') : tc('saveChanges')}
      </button>
    </form>
  );
}
