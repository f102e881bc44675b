'use client';

import { OTP_LIMITS, type OtpPurpose, otpCodeSchema } from '@farm/contract';
import { ACCOUNT_REOPENED_MESSAGE } from '@farm/contract/plain/account-closing';
import { otpRoutes } from '@farm/contract/plain/routes/otp';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { startRouteLoading } from '@/components/layout/loading-overlay';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { takePageBeforeExpiry } from '@/features/session/return-path';
import { startSession } from '@/features/session/start-session';
import { RetryLaterError } from '@/lib/api/client';
import { isProblem, messageOf } from '@/lib/api/problem';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { useRouter } from '@/lib/i18n/navigation';
import { loginWithOtp, sendOtp } from './api';
import { keepResetCode } from './reset-code';
import { useCountdown } from './use-countdown';

const codeSchema = z.object({ otp: otpCodeSchema });

type Props = {
  /** Ten digits. */
  mobile: string;
  purpose: Extract<OtpPurpose, 'login' | 'reset_password'>;
  remember: boolean;
  next: string | undefined;
};

/**
 * `/otpScreen`: the 6-digit code sent by SMS. For `login` it signs in; for `reset_password` the
 * code goes on to the new-password screen (which the server checks it with).
 */
export function OtpForm({ mobile, purpose, remember, next }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const t = useWords('auth');
  const common = useWords('common');
  const language = useLanguage();
  const [formError, setFormError] = useState<string>();
  const [resending, setResending] = useState(false);
  const { secondsLeft, restart } = useCountdown(OTP_LIMITS.resendSeconds);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { otp: '' },
  });
  const userName = `+91${mobile}`;

  const onSubmit = async ({ otp }: z.output<typeof codeSchema>) => {
    setFormError(undefined);
    if (purpose === 'reset_password') {
      keepResetCode(mobile, otp);
      startRouteLoading();
      router.push(`/setPasswordScreen?${new URLSearchParams({ mobile })}`);
      return;
    }
    try {
      const { response, message } = await loginWithOtp({ userName, otp, rememberMe: remember });
      startSession(response, remember);
      // A closed account signed into within its 30 days is open again: the API says so by this message.
      toast.success(message === ACCOUNT_REOPENED_MESSAGE ? t('toast.reopened') : t('toast.loggedIn'));
      void queryClient.invalidateQueries();
      startRouteLoading();
      router.replace(next ?? takePageBeforeExpiry() ?? '/profilePage');
    } catch (error) {
      if (isProblem(error, otpRoutes.loginWithOtp, 'INVALID_OTP')) {
        setError('otp', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        setFormError(applyServerErrors(error, setError, ['otp']));
      }
    }
  };

  const resend = async () => {
    setFormError(undefined);
    setResending(true);
    try {
      await sendOtp(userName, purpose, language);
      toast.success(common('code.sent'));
      restart(OTP_LIMITS.resendSeconds);
    } catch (error) {
      if (error instanceof RetryLaterError) restart(error.retryAfterSeconds);
      setFormError(messageOf(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormError message={formError} />
      <TextField
        label={t('form.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LIMITS.codeLength}
        placeholder={t('form.codePlaceholder')}
        hint={t('form.validFor', { minutes: OTP_LIMITS.ttlSeconds / 60 })}
        error={formState.errors.otp}
        {...register('otp')}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting
          ? t('form.checking')
          : purpose === 'login'
            ? t('form.verifyAndLogin')
            : t('form.continue')}
      </button>
      <p>
        {t('form.didntGetIt')}{' '}
        <button
          type="button"
          className={formStyles.linkButton}
          onClick={resend}
          disabled={secondsLeft > 0 || resending}
        >
          {secondsLeft > 0 ? common('code.resendIn', { seconds: secondsLeft }) : common('code.resend')}
        </button>
      </p>
    </form>
  );
}
