'use client';

import { type Customer, customerUpdateSchema, emailSchema, text } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { blankAsNull } from '@/lib/forms/blank-as-null';

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
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: customer.name, email: customer.email ?? '', active: customer.active },
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['name', 'email', 'active'],
    send: (values) => staffCall(customerRoutes.updateCustomer, { params: { id: customer.id }, body: values }),
    success: 'Update Customer Successfully',
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Profile">
      <FormError message={formError} />
      <TextField label="Name" error={formState.errors.name} {...register('name')} />
      <TextField
        label="Mobile number"
        value={displayMobile(customer.mobileNumber)}
        readOnly
        hint={
          customer.mobileVerified
            ? 'Verified by code'
            : 'Not verified yet: proven when they sign in with a code'
        }
      />
      <TextField label="E-mail" type="email" optional error={formState.errors.email} {...register('email')} />
      <CheckboxField label="Active (may sign in and order)" {...register('active')} />
      <p className={formStyles.hint}>
        Joined {formatDateTime(customer.createdAt)} · last change {formatDateTime(customer.updatedAt)}
      </p>
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
