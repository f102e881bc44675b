'use client';

import {
  customerSignUpSchema,
  emailSchema,
  indianMobileSchema,
  OTP_LIMITS,
  otpCodeSchema,
} from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { startRouteLoading } from '@/components/layout/loading-overlay';
import { CheckboxField, FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { startSession } from '@/features/session/start-session';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
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
  const t = useWords('auth');
  const common = useWords('common');
  const language = useLanguage();
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
      setError('otp', { type: 'manual', message: t('form.sendFirst') }, { shouldFocus: true });
      return;
    }
    try {
      // The account keeps the page's language: its messages (and this code's SMS) come in it.
      await signUp({ ...account, locale: language });
      toast.success(t('toast.accountCreated'));
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

  if (guard !== 'allowed') return <p role="status">{common('loadingNow')}</p>;

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormError message={formError} />
      <TextField
        label={t('form.name')}
        autoComplete="name"
        error={formState.errors.name}
        {...register('name')}
      />
      <TextField
        label={t('form.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('form.mobilePlaceholder')}
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
        label={t('form.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LIMITS.codeLength}
        placeholder={t('form.codePlaceholder')}
        hint={
          code.sentTo
            ? t('form.codeSentHint', {
                mobile: displayMobile(code.sentTo),
                minutes: OTP_LIMITS.ttlSeconds / 60,
              })
            : t('form.codeWhy')
        }
        error={formState.errors.otp}
        {...register('otp')}
      />
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        optional
        error={formState.errors.email}
        {...register('email')}
      />
      <PasswordField
        label={t('form.password')}
        autoComplete="new-password"
        hint={t('form.passwordHint')}
        error={formState.errors.password}
        {...register('password')}
      />
      <CheckboxField label={t('form.rememberMe')} {...register('rememberMe')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('form.creating') : t('form.signUp')}
      </button>
      <p>
        {t('form.haveAccount')} <Link href={withNext('/profileLogin', next)}>{t('form.login')}</Link>
      </p>
    </form>
  );
}
