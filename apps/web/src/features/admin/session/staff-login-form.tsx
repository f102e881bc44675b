'use client';

import { type StaffLogin, staffLoginSchema } from '@farm/contract';
import { authRoutes } from '@farm/contract/plain/routes/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CheckboxField, FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { staffCall } from '@/lib/api/staff-client';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { useStaffSession } from './staff-session-store';

/** `?next=` may only lead back into the admin. */
export function adminNextPath(next: string | undefined): string {
  return next && /^\/admin(\/|$|\?)/.test(next) ? next : '/admin';
}

/** `/admin/login`: e-mail and password; "Remember me" keeps the session 30 days. */
export function StaffLoginForm({ next }: { next: string | undefined }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user, signIn } = useStaffSession();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { register, handleSubmit, setError, formState } = form;

  // Already signed in: the admin itself checks the session and comes back here if it has lapsed.
  useEffect(() => {
    if (user) router.replace(adminNextPath(next));
  }, [user, next, router]);

  const onSubmit = async (input: StaffLogin) => {
    setFormError(undefined);
    try {
      const { response, message } = await staffCall(
        authRoutes.staffLogin,
        { body: input },
        { skipRefresh: true },
      );
      queryClient.removeQueries({ queryKey: ['admin'] });
      signIn(response.user);
      toast.success(message ?? 'Login Successfully');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'password']));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormError message={formError} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        error={formState.errors.email}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={formState.errors.password}
        {...register('password')}
      />
      <CheckboxField label="Remember me" {...register('rememberMe')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
