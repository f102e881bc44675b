'use client';

import { type Customer, emailSchema, staffCustomerCreateSchema } from '@farm/contract';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';

const newCustomerFormSchema = staffCustomerCreateSchema.extend({ email: blankAsNull(emailSchema) });

type Props = {
  /** What staff typed into the search: a name, or digits of the number. */
  typed?: string;
  /** Where to go with the new customer; without one the form hands the customer to `onCreated`. */
  goTo?: (customer: Customer) => string;
  onCreated?(customer: Customer): void;
};

/** Digits (with spaces or a +91) read as a number; anything else as the name. */
function startingValues(typed = '') {
  const looksLikeNumber = /^[\d\s+-]{5,}$/.test(typed.trim());
  return {
    name: looksLikeNumber ? '' : typed.trim(),
    mobileNumber: looksLikeNumber ? typed.trim() : '',
    email: '',
  };
}

/**
 * Staff create the account of a customer who orders by phone: name, number, e-mail. No password:
 * the customer signs in with a code sent to the number (decision 0027). The address comes next,
 * in the phone order's delivery step or on the customer's page.
 */
export function NewCustomerForm({ typed, goTo, onCreated }: Props) {
  const t = useTranslations('adminPeople');
  const form = useForm({
    resolver: zodResolver(newCustomerFormSchema),
    defaultValues: startingValues(typed),
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['name', 'mobileNumber', 'email'],
    send: async (values) => {
      const created = await staffCall(customerRoutes.createCustomerByStaff, { body: values });
      onCreated?.(created.response);
      return created;
    },
    success: t('customers.create.created'),
    ...(goTo ? { goTo } : {}),
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('customers.new')}>
      <FormError message={formError} />
      <TextField
        label={t('fields.name')}
        autoComplete="off"
        error={formState.errors.name}
        {...register('name')}
      />
      <TextField
        label={t('fields.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint={t('customers.create.numberHint')}
        error={formState.errors.mobileNumber}
        {...register('mobileNumber')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        optional
        error={formState.errors.email}
        {...register('email')}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('customers.create.creating') : t('customers.create.submit')}
      </button>
    </form>
  );
}
