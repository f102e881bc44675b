'use client';

import { indianMobileSchema, OTP_LIMITS, otpCodeSchema } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import { toast } from '@/components/ui/toast';
import { sendOtp } from '@/features/auth/api';
import { useCountdown } from '@/features/auth/use-countdown';
import { readClock } from '@/features/session/session-clock';
import type { SessionUser } from '@/features/session/session-store';
import { startSession } from '@/features/session/start-session';
import { RetryLaterError } from '@/lib/api/client';
import { messageOf } from '@/lib/api/problem';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import { changeMobileNumber, profileKeys } from './api';
import styles from './section.module.css';

const numberSchema = z.object({ mobileNumber: indianMobileSchema });
const codeSchema = z.object({ otp: otpCodeSchema });

/**
 * The change's two steps, loaded when "Change number" is tapped (decision 0041): the new number,
 * then the code sent to it.
 */
export function ChangeNumberSteps({ user, onDone }: { user: SessionUser; onDone(): void }) {
  const [newNumber, setNewNumber] = useState<string>();
  if (!newNumber) return <NewNumberForm onSent={setNewNumber} onCancel={onDone} />;
  return (
    <CodeForm user={user} newNumber={newNumber} onBack={() => setNewNumber(undefined)} onDone={onDone} />
  );
}

function NewNumberForm({ onSent, onCancel }: { onSent(mobile: string): void; onCancel(): void }) {
  const t = useWords('profile');
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(numberSchema),
    defaultValues: { mobileNumber: '' },
  });
  const onSubmit = async ({ mobileNumber }: z.output<typeof numberSchema>) => {
    setFormError(undefined);
    try {
      await sendOtp(mobileNumber, 'change_number');
      toast.success(t('changeNumber.otpSent'));
      onSent(mobileNumber);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['mobileNumber'], { userName: 'mobileNumber' }));
    }
  };
  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormError message={formError} />
      <TextField
        label={t('changeNumber.newNumber')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('changeNumber.numberPlaceholder')}
        error={formState.errors.mobileNumber}
        {...register('mobileNumber')}
      />
      <div className={`${layout.actions} ${styles.actions}`}>
        <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('changeNumber.sending') : t('changeNumber.send')}
        </button>
        <button type="button" className={`${formStyles.button} ${formStyles.secondary}`} onClick={onCancel}>
          {t('changeNumber.cancel')}
        </button>
      </div>
    </form>
  );
}

type CodeFormProps = { user: SessionUser; newNumber: string; onBack(): void; onDone(): void };

function CodeForm({ user, newNumber, onBack, onDone }: CodeFormProps) {
  const t = useWords('profile');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const { secondsLeft, restart } = useCountdown(OTP_LIMITS.resendSeconds);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { otp: '' },
  });

  const onSubmit = async ({ otp }: z.output<typeof codeSchema>) => {
    setFormError(undefined);
    const remember = readClock()?.remember ?? false;
    try {
      const { response } = await changeMobileNumber({
        id: user.id,
        mobileNumber: newNumber,
        otp,
        rememberMe: remember,
      });
      startSession(response, remember);
      toast.success(t('changeNumber.updated'));
      await queryClient.invalidateQueries({ queryKey: profileKeys.customer(user.id) });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['otp']));
    }
  };

  const resend = async () => {
    setFormError(undefined);
    try {
      await sendOtp(newNumber, 'change_number');
      toast.success(t('changeNumber.otpSent'));
      restart(OTP_LIMITS.resendSeconds);
    } catch (error) {
      if (error instanceof RetryLaterError) restart(error.retryAfterSeconds);
      setFormError(messageOf(error));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p>
        {t('changeNumber.codeBefore')}
        <strong>{displayMobile(newNumber)}</strong>
        {t('changeNumber.codeAfter')}
      </p>
      <FormError message={formError} />
      <TextField
        label={t('changeNumber.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LIMITS.codeLength}
        placeholder={t('changeNumber.codePlaceholder')}
        error={formState.errors.otp}
        {...register('otp')}
      />
      <div className={`${layout.actions} ${styles.actions}`}>
        <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('changeNumber.updating') : t('changeNumber.update')}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={resend} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t('changeNumber.resendIn', { seconds: secondsLeft }) : t('changeNumber.resend')}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={onBack}>
          {t('changeNumber.otherNumber')}
        </button>
      </div>
    </form>
  );
}
