'use client';

import { passwordResetSchema } from '@farm/contract';
import { tenDigits } from '@farm/contract/plain/mobile';
import { useEffect, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { startRouteLoading } from '@/components/layout/loading-overlay';
import { FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { sessionStore } from '@/features/session/session-store';
import { ApiError } from '@/lib/api/problem';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { resetPassword } from './api';
import { forgetResetCode, takeResetCode } from './reset-code';

const setPasswordSchema = passwordResetSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDiffer',
  });
type SetPasswordInput = z.output<typeof setPasswordSchema>;

/**
 * `/setPasswordScreen`: the new password, with the code from the OTP screen (asked here only when
 * none came along or the server refused it).
 */
export function SetPasswordForm({ mobile }: { mobile: string | undefined }) {
  const router = useRouter();
  const t = useWords('auth');
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { userName: mobile ?? '', otp: '', password: '', confirmPassword: '' },
  });

  // The code typed on the OTP screen comes along (sessionStorage exists only in the browser) and is
  // not asked again; the field shows when there is none, or when the server refuses it.
  const [code, setCode] = useState<'unknown' | 'kept' | 'ask'>('unknown');
  useEffect(() => {
    const kept = mobile ? takeResetCode(mobile) : undefined;
    if (kept) setValue('otp', kept);
    setCode(kept ? 'kept' : 'ask');
  }, [mobile, setValue]);
  const askCode = code === 'ask' || formState.errors.otp !== undefined;
  // The schema's refusal names its sentence; the page says it.
  const mismatch = (error: FieldError | undefined) =>
    error?.message === 'passwordsDiffer' ? { ...error, message: t('form.passwordsDiffer') } : error;

  const onSubmit = async ({ confirmPassword: _, ...input }: SetPasswordInput) => {
    setFormError(undefined);
    try {
      await resetPassword(input);
      forgetResetCode();
      // Every session of the account has ended on the server, this browser's too.
      if (sessionStore.getState().user?.mobileNumber === input.userName) sessionStore.getState().clear();
      toast.success(t('toast.passwordUpdated'));
      startRouteLoading();
      router.replace(`/profileLogin?${new URLSearchParams({ mobile: tenDigits(input.userName) })}`);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.some((e) => e.field === 'otp')) setCode('ask');
      setFormError(applyServerErrors(error, setError, ['userName', 'otp', 'password']));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormError message={formError} />
      <TextField
        label={t('form.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        readOnly={mobile !== undefined}
        error={formState.errors.userName}
        {...register('userName')}
      />
      {askCode && (
        <TextField
          label={t('form.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('form.codePlaceholder')}
          hint={<Link href="/forgetPassword">{t('form.sendNewCode')}</Link>}
          error={formState.errors.otp}
          {...register('otp')}
        />
      )}
      <PasswordField
        label={t('form.newPassword')}
        autoComplete="new-password"
        hint={t('form.passwordHint')}
        error={formState.errors.password}
        {...register('password')}
      />
      <PasswordField
        label={t('form.confirmPassword')}
        autoComplete="new-password"
        error={mismatch(formState.errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('form.saving') : t('form.setPassword')}
      </button>
    </form>
  );
}
