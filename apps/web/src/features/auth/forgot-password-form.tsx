'use client';

import { indianMobileSchema } from '@farm/contract';
import { tenDigits } from '@farm/contract/plain/mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { startRouteLoading } from '@/components/layout/loading-overlay';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { sendOtp } from './api';

const forgotSchema = z.object({ mobileNumber: indianMobileSchema });

/** `/forgetPassword`: sends a reset code, then the OTP screen takes over. */
export function ForgotPasswordForm() {
  const router = useRouter();
  const t = useWords('auth');
  const common = useWords('common');
  const language = useLanguage();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(forgotSchema),
    defaultValues: { mobileNumber: '' },
  });

  const onSubmit = async ({ mobileNumber }: z.output<typeof forgotSchema>) => {
    setFormError(undefined);
    try {
      await sendOtp(mobileNumber, 'reset_password', language);
      toast.success(common('code.sent'));
      startRouteLoading();
      router.push(
        `/otpScreen?${new URLSearchParams({ mobile: tenDigits(mobileNumber), purpose: 'reset_password' })}`,
      );
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['mobileNumber'], { userName: 'mobileNumber' }));
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
        placeholder={t('form.mobilePlaceholder')}
        error={formState.errors.mobileNumber}
        {...register('mobileNumber')}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? common('code.sending') : common('code.send')}
      </button>
      <p>
        {t('form.rememberedIt')} <Link href="/profileLogin">{t('form.backToLogin')}</Link>
      </p>
    </form>
  );
}
