'use client';

import { type CustomerLogin, customerLoginSchema, indianMobileSchema } from '@farm/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { startRouteLoading } from '@/components/layout/loading-overlay';
import { CheckboxField, FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { takePageBeforeExpiry } from '@/features/session/return-path';
import { startSession } from '@/features/session/start-session';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { loginWithPassword, sendOtp } from './api';
import { tenDigits } from './mobile';
import { withNext } from './next-path';
import { useSessionGuard } from './use-session-guard';

type Props = { next: string | undefined; mobile: string | undefined };

/** `/profileLogin`: mobile number and password, or a code by SMS; "Remember me" keeps it 30 days. */
export function LoginForm({ next, mobile }: Props) {
  const guard = useSessionGuard('visitor', '/profilePage');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const [sendingCode, setSendingCode] = useState(false);
  const form = useForm({
    resolver: zodResolver(customerLoginSchema),
    defaultValues: { userName: mobile ?? '', password: '', rememberMe: false },
  });
  const { register, handleSubmit, setError, formState, getValues, trigger } = form;

  const goOn = () => {
    void queryClient.invalidateQueries();
    startRouteLoading();
    router.replace(next ?? takePageBeforeExpiry() ?? '/profilePage');
  };

  const onSubmit = async (input: CustomerLogin) => {
    setFormError(undefined);
    try {
      const { response, message } = await loginWithPassword(input);
      startSession(response, input.rememberMe ?? false);
      toast.success(message ?? 'Login Successfully');
      goOn();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['userName', 'password']));
    }
  };

  const loginWithCode = async () => {
    setFormError(undefined);
    if (!(await trigger('userName'))) return;
    const parsed = indianMobileSchema.safeParse(getValues('userName'));
    if (!parsed.success) return;
    setSendingCode(true);
    try {
      const { message } = await sendOtp(parsed.data, 'login');
      toast.success(message ?? 'OTP sent');
      const query = new URLSearchParams({ mobile: tenDigits(parsed.data), purpose: 'login' });
      if (getValues('rememberMe')) query.set('remember', '1');
      if (next) query.set('next', next);
      startRouteLoading();
      router.push(`/otpScreen?${query}`);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['userName'], { mobileNumber: 'userName' }));
      setSendingCode(false);
    }
  };

  if (guard !== 'allowed') return <p role="status">Loading…</p>;

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormError message={formError} />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        error={formState.errors.userName}
        {...register('userName')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={formState.errors.password}
        {...register('password')}
      />
      <div className={formStyles.row}>
        <CheckboxField label="Remember me" {...register('rememberMe')} />
        <Link href="/forgetPassword">Forgot password?</Link>
      </div>
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Login'}
      </button>
      <div className={formStyles.divider}>or</div>
      <button
        type="button"
        className={`${formStyles.button} ${formStyles.secondary}`}
        onClick={loginWithCode}
        disabled={sendingCode}
      >
        {sendingCode ? 'Sending code…' : 'Login with OTP'}
      </button>
      <p>
        New here? <Link href={withNext('/signUp', next)}>Create an account</Link>
      </p>
    </form>
  );
}
