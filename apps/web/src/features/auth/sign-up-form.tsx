'use client';

import {
  customerSignUpSchema,
  emailSchema,
  indianMobileSchema,
  OTP_LIMITS,
  otpCodeSchema,
} from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { startRouteLoading } from '@/components/layout/loading-overlay';
import { CheckboxField, FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { startSession } from '@/features/session/start-session';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { withNext } from '@/lib/next-path';
import { loginWithPassword, signUp } from './api';
import { useCodeSender } from './use-code-sender';
import { useSessionGuard } from './use-session-guard';

const signUpFormSchema = customerSignUpSchema.extend({
  email: blankAsNull(emailSchema),
  // The storefront always proves the number: the code sent to it by SMS (purpose `signup`).
  otp: otpCodeSchema,
  rememberMe: z.boolean(),
});
type SignUpForm = z.output<typeof signUpFormSchema>;

/**
 * `/signUp`: name and mobile number, "Send code", the 6-digit code from the SMS, a password (8+)
 * and an e-mail if they like; "Sign up" creates the account with its number verified, then signs
 * in. (A number that already has an account gets no SMS; signing up then says it is registered.)
 */
export function SignUpForm({ next }: { next: string | undefined }) {
  const guard = useSessionGuard('visitor', '/profilePage');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const code = useCodeSender('signup');
  const { register, handleSubmit, setError, setFocus, getValues, trigger, formState } = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', mobileNumber: '', otp: '', email: '', password: '', rememberMe: false },
  });

  const sendCode = async () => {
    setFormError(undefined);
    const mobile = indianMobileSchema.safeParse(getValues('mobileNumber'));
    if (!mobile.success) {
      await trigger('mobileNumber', { shouldFocus: true });
      return;
    }
    try {
      await code.send(mobile.data);
      setFocus('otp');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['mobileNumber'], { userName: 'mobileNumber' }));
    }
  };

  const onSubmit = async ({ rememberMe, ...account }: SignUpForm) => {
    setFormError(undefined);
    if (code.sentTo !== account.mobileNumber) {
      setError('otp', { type: 'manual', message: 'Send a code to this number first' }, { shouldFocus: true });
      return;
    }
    try {
      const created = await signUp(account);
      toast.success(created.message ?? 'Account created successfully');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['name', 'mobileNumber', 'otp', 'email', 'password']));
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
      <div className={formStyles.row}>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={sendCode}
          disabled={code.busy}
        >
          {code.label}
        </button>
      </div>
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LIMITS.codeLength}
        placeholder="6-digit code"
        hint={
          code.sentTo
            ? `Sent by SMS to ${displayMobile(code.sentTo)}, valid for ${OTP_LIMITS.ttlSeconds / 60} minutes. No SMS? If this number already has an account, log in instead.`
            : 'We send a 6-digit code by SMS to prove the number is yours.'
        }
        error={formState.errors.otp}
        {...register('otp')}
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
        hint="At least 8 characters; avoid common words and your number"
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
