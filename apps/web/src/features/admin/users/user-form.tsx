'use client';

import {
  STAFF_ROLES,
  type StaffRole,
  type StaffUser,
  type StaffUserUpdate,
  staffUserCreateSchema,
} from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError, formStyles, PasswordField, SelectField, TextField } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';

const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin — everything, staff users and settings too',
  staff: 'Staff — no users, no settings',
  delivery: 'Delivery — only their delivery routes',
};

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A new account: name, e-mail, first password, role. */
export function NewUserForm() {
  const form = useForm({
    resolver: zodResolver(staffUserCreateSchema),
    defaultValues: { name: '', email: '', password: '', role: 'staff' as const },
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['name', 'email', 'password', 'role'],
    send: (values) => staffCall(userRoutes.createUser, { body: values }),
    success: 'Create User Successfully',
    goTo: (saved) => `/admin/users/${saved.id}`,
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TextField label="Name" autoComplete="off" error={formState.errors.name} {...register('name')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        error={formState.errors.email}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 12 characters; avoid common words and their name. Tell it to them in person; they can sign in with it at /admin/login."
        error={formState.errors.password}
        {...register('password')}
      />
      <SelectField label="Role" options={ROLE_OPTIONS} error={formState.errors.role} {...register('role')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Create user'}
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
  const form = useForm({
    resolver: zodResolver(editSchema),
    defaultValues: { name: user.name, email: user.email, role: user.role },
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['name', 'email', 'role'],
    send: (values) =>
      staffCall(userRoutes.updateUser, { params: { id: user.id }, body: changesOf(user, values) }),
    success: 'User updated successfully',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <TextField label="Name" error={formState.errors.name} {...register('name')} />
      <TextField label="E-mail" type="email" error={formState.errors.email} {...register('email')} />
      <SelectField label="Role" options={ROLE_OPTIONS} error={formState.errors.role} {...register('role')} />
      {isSelf && (
        <p className={formStyles.hint}>
          This is your own account. The shop always keeps one active admin, so you can step down only after
          making someone else admin. Changing your own role signs you out.
        </p>
      )}
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
