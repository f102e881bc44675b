'use client';

import { passwordSchema, type StaffUser } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, PasswordField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';

const resetSchema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'The two passwords differ' });

/** A new password for someone who forgot theirs; the API signs them out everywhere. */
export function PasswordResetForm({ user, isSelf }: { user: StaffUser; isSelf: boolean }) {
  const form = useForm({ resolver: zodResolver(resetSchema), defaultValues: { password: '', repeat: '' } });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['password'],
    send: async ({ password }) => {
      const saved = await staffCall(userRoutes.updateUser, { params: { id: user.id }, body: { password } });
      form.reset();
      return saved;
    },
    success: 'Password changed successfully',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <p className={formStyles.hint}>
        {isSelf
          ? 'After the change you sign in again with the new password.'
          : `${user.name} is signed out everywhere and signs in again with the new password.`}
      </p>
      <FormError message={formError} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={formState.errors.password}
        {...register('password')}
      />
      <PasswordField
        label="New password again"
        autoComplete="new-password"
        error={formState.errors.repeat}
        {...register('repeat')}
      />
      <button
        type="submit"
        className={`${formStyles.button} ${formStyles.secondary}`}
        disabled={formState.isSubmitting}
      >
        {formState.isSubmitting ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}
