'use client';

import { customerSignUpSchema, emailSchema } from '@farm/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { startRouteLoading } from '@/components/layout/loading-overlay';
import { CheckboxField, FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { startSession } from '@/features/session/start-session';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { loginWithPassword, signUp } from './api';
import { withNext } from './next-path';
import { useSessionGuard } from './use-session-guard';

const signUpFormSchema = customerSignUpSchema.extend({
  email: blankAsNull(emailSchema),
  rememberMe: z.boolean(),
});
type SignUpForm = z.output<typeof signUpFormSchema>;

/** `/signUp`: name, mobile number, password (8+), e-mail if they like; then signed in. */
export function SignUpForm({ next }: { next: string | undefined }) {
  const guard = useSessionGuard('visitor', '/profilePage');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', mobileNumber: '', email: '', password: '', rememberMe: false },
  });

  const onSubmit = async ({ rememberMe, ...account }: SignUpForm) => {
    setFormError(undefined);
    try {
      const created = await signUp(account);
      toast.success(created.message ?? 'Account created successfully');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['name', 'mobileNumber', 'email', 'password']));
      return;
    }
    try {
      const { response } = await loginWithPassword({
        userName: account.mobileNumber,
        password: account.password,
        rememberMe,
      });
      startSession(response, rememberMe);
      void queryClient.invalidateQueries();
      startRouteLoading();
      router.replace(next ?? '/profilePage');
    } catch {
      // The account exists; signing in is one step away.
      router.replace(withNext('/profileLogin', next));
    }
  };

  if (guard !== 'allowed') return <p role="status">Loading…</p>;

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormError message={formError} />
      <TextField label="Name" autoComplete="name" error={formState.errors.name} {...register('name')} />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        error={formState.errors.mobileNumber}
        {...register('mobileNumber')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        optional
        error={formState.errors.email}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters"
        error={formState.errors.password}
        {...register('password')}
      />
      <CheckboxField label="Remember me" {...register('rememberMe')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating your account…' : 'Sign up'}
      </button>
      <p>
        Already have an account? <Link href={withNext('/profileLogin', next)}>Login</Link>
      </p>
    </form>
  );
}
