'use client';

import {
  STAFF_ROLES,
  type StaffRole,
  type StaffUser,
  type StaffUserUpdate,
  staffUserCreateSchema,
} from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';

/** The roles to choose from, each said with what it may do. */
function useRoleOptions(): { value: StaffRole; label: string }[] {
  const t = useTranslations('adminPeople.users.roleOptions');
  return STAFF_ROLES.map((role) => ({ value: role, label: t(role) }));
}

/** A new account: name, e-mail, first password, role. */
export function NewUserForm() {
  const t = useTranslations('adminPeople');
  const tc = useTranslations('adminCommon');
  const roleOptions = useRoleOptions();
  const form = useForm({
    resolver: zodResolver(staffUserCreateSchema),
    defaultValues: { name: '', email: '', password: '', role: 'staff' as const },
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['name', 'email', 'password', 'role'],
    send: (values) => staffCall(userRoutes.createUser, { body: values }),
    success: t('users.created'),
    goTo: (saved) => `/admin/users/${saved.id}`,
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TextField
        label={t('fields.name')}
        autoComplete="off"
        error={formState.errors.name}
        {...register('name')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        error={formState.errors.email}
        {...register('email')}
      />
      <PasswordField
        label={t('users.password')}
        autoComplete="new-password"
        hint={t('users.passwordHint')}
        error={formState.errors.password}
        {...register('password')}
      />
      <SelectField
        label={t('users.role')}
        options={roleOptions}
        error={formState.errors.role}
        {...register('role')}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? tc('saving') : t('users.create')}
      </button>
    </form>
  );
}

const editSchema = staffUserCreateSchema.omit({ password: true });
type EditValues = z.output<typeof editSchema>;

/**
 * Only what changed is sent: the API ends a person's sessions when their role or sign-in changes,
 * so re-sending an unchanged role would sign them out for nothing.
 */
function changesOf(user: StaffUser, values: EditValues): StaffUserUpdate {
  const changes: StaffUserUpdate = {};
  if (values.name !== user.name) changes.name = values.name;
  if (values.email !== user.email) changes.email = values.email;
  if (values.role !== user.role) changes.role = values.role;
  return changes;
}

/** Name, e-mail and role (deactivation is an action of its own, with a confirmation). */
export function EditUserForm({ user, isSelf }: { user: StaffUser; isSelf: boolean }) {
  const t = useTranslations('adminPeople');
  const tc = useTranslations('adminCommon');
  const roleOptions = useRoleOptions();
  const form = useForm({
    resolver: zodResolver(editSchema),
    defaultValues: { name: user.name, email: user.email, role: user.role },
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['name', 'email', 'role'],
    send: (values) =>
      staffCall(userRoutes.updateUser, { params: { id: user.id }, body: changesOf(user, values) }),
    success: t('users.updated'),
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <TextField label={t('fields.name')} error={formState.errors.name} {...register('name')} />
      <TextField
        label={t('fields.email')}
        type="email"
        error={formState.errors.email}
        {...register('email')}
      />
      <SelectField
        label={t('users.role')}
        options={roleOptions}
        error={formState.errors.role}
        {...register('role')}
      />
      {isSelf && <p className={formStyles.hint}>{t('users.selfNote')}</p>}
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? tc('saving') : tc('saveChanges')}
      </button>
    </form>
  );
}
