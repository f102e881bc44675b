'use client';

import { type Customer, OTP_LIMITS, otpCodeSchema } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import { toast } from '@/components/ui/toast';
import { verifyOwnNumber } from '@/features/auth/api';
import { useCodeSender } from '@/features/auth/use-code-sender';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import styles from './checkout.module.css';

const codeSchema = z.object({ otp: otpCodeSchema });

/**
 * In place of "Place order" while the customer's number is not proven: a code sent to it by SMS
 * (purpose `signup`) and typed here verifies it, and the order can go without leaving the cart.
 */
export function VerifyNumberPanel(props: {
  mobileNumber: string | undefined;
  onVerified(c: Customer): void;
}) {
  const { mobileNumber, onVerified } = props;
  const [formError, setFormError] = useState<string>();
  const code = useCodeSender('signup');
  const t = useWords('checkout');
  const { register, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { otp: '' },
  });

  const sendCode = async () => {
    if (!mobileNumber) return;
    setFormError(undefined);
    try {
      await code.send(mobileNumber);
      setFocus('otp');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, []));
    }
  };

  const onSubmit = async ({ otp }: z.output<typeof codeSchema>) => {
    setFormError(undefined);
    try {
      const { response } = await verifyOwnNumber(otp);
      toast.success(t('verify.verified'));
      onVerified(response);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['otp']));
    }
  };

  return (
    <form
      className={`${layout.stack} ${styles.box}`}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="verify-number-title"
      data-testid="verify-number"
    >
      <p id="verify-number-title" className={styles.payment}>
        <ShieldCheck aria-hidden="true" />
        <strong>{t('verify.title')}</strong>
      </p>
      <p className={styles.blocker}>
        {t('verify.text', { number: mobileNumber ? displayMobile(mobileNumber) : t('verify.yourNumber') })}
      </p>
      <FormError message={formError} />
      <div className={formStyles.row}>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={sendCode}
          disabled={code.busy || !mobileNumber}
        >
          {code.label}
        </button>
      </div>
      <TextField
        label={t('verify.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LIMITS.codeLength}
        placeholder={t('verify.codePlaceholder')}
        error={formState.errors.otp}
        {...register('otp')}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('verify.checking') : t('verify.verify')}
      </button>
    </form>
  );
}
