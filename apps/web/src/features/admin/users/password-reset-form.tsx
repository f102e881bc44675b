'use client';

import { type StaffUser, staffPasswordSchema } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, PasswordField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';

const resetSchema = (differ: string) =>
  z
    .object({ currentPassword: z.string().max(200), password: staffPasswordSchema, repeat: z.string() })
    .refine((v) => v.password === v.repeat, { path: ['repeat'], message: differ });

/**
 * A new password for someone who forgot theirs (an admin); the API signs them out everywhere.
 * One's own password (any staff member, `PUT /user/password`) needs the current one too: the API
 * refuses without it, or with a wrong one.
 */
export function PasswordResetForm({ user, isSelf }: { user: StaffUser; isSelf: boolean }) {
  const t = useTranslations('adminPeople.users.reset');
  const tc = useTranslations('adminCommon');
  const form = useForm({
    resolver: zodResolver(resetSchema(t('differ'))),
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
    success: t('done'),
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <p className={formStyles.hint}>{isSelf ? t('selfNote') : t('otherNote', { name: user.name })}</p>
      <FormError message={formError} />
      {isSelf && (
        <PasswordField
          label={t('current')}
          autoComplete="current-password"
          error={formState.errors.currentPassword}
          {...register('currentPassword')}
        />
      )}
      <PasswordField
        label={t('new')}
        autoComplete="new-password"
        hint={isSelf ? t('hintSelf') : t('hintOther')}
        error={formState.errors.password}
        {...register('password')}
      />
      <PasswordField
        label={t('again')}
        autoComplete="new-password"
        error={formState.errors.repeat}
        {...register('repeat')}
      />
      <button
        type="submit"
        className={`${formStyles.button} ${formStyles.secondary}`}
        disabled={formState.isSubmitting}
      >
        {formState.isSubmitting ? tc('saving') : t('submit')}
      </button>
    </form>
  );
}
