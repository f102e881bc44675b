'use client';

import { type StaffUser, staffPasswordSchema } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, PasswordField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';

const resetSchema = z
  .object({ currentPassword: z.string().max(200), password: staffPasswordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'The two passwords differ' });

/**
 * A new password for someone who forgot theirs (an admin); the API signs them out everywhere.
 * One's own password (any staff member, `PUT /user/password`) needs the current one too: the API
 * refuses without it, or with a wrong one.
 */
export function PasswordResetForm({ user, isSelf }: { user: StaffUser; isSelf: boolean }) {
  const form = useForm({
    resolver: zodResolver(resetSchema),
    defaultValues: { currentPassword: '', password: '', repeat: '' },
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['currentPassword', 'password'],
    send: async ({ currentPassword, password }) => {
      const saved = isSelf
        ? await staffCall(userRoutes.changeOwnPassword, { body: { password, currentPassword } })
        : await staffCall(userRoutes.updateUser, { params: { id: user.id }, body: { password } });
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
      {isSelf && (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={formState.errors.currentPassword}
          {...register('currentPassword')}
        />
      )}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least 12 characters; avoid common words and ${isSelf ? 'your' : 'their'} name`}
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
