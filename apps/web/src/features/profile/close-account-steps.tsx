'use client';

import { OTP_LIMITS, otpCodeSchema } from '@farm/contract';
import { ACCOUNT_CLOSING_GRACE_DAYS } from '@farm/contract/plain/account-closing';
import { displayMobile } from '@farm/contract/plain/mobile';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import { toast } from '@/components/ui/toast';
import { useCodeSender } from '@/features/auth/use-code-sender';
import type { SessionUser } from '@/features/session/session-store';
import { isProblem, messageOf } from '@/lib/api/problem';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import { closeMyAccount, getCustomer, listOpenOrders, profileKeys } from './api';
import styles from './section.module.css';

const codeSchema = z.object({ otp: otpCodeSchema });

/**
 * Closing the account, loaded when "Close my account…" is tapped (decision 0041): what closing
 * does, then the code sent to the customer's number.
 */
export function CloseAccountSteps({
  user,
  onClosed,
  onCancel,
}: {
  user: SessionUser;
  onClosed(): void;
  onCancel(): void;
}) {
  const [step, setStep] = useState<'explain' | 'code'>('explain');
  const profile = useQuery({ queryKey: profileKeys.customer(user.id), queryFn: () => getCustomer(user.id) });
  const mobileNumber = user.mobileNumber ?? profile.data?.mobileNumber;
  // One sender for both steps: the resend countdown starts with the first code.
  const code = useCodeSender('close_account');
  if (!mobileNumber) return null;
  if (step === 'explain') {
    return (
      <Explain
        userId={user.id}
        mobileNumber={mobileNumber}
        code={code}
        onSent={() => setStep('code')}
        onCancel={onCancel}
      />
    );
  }
  return <CodeForm mobileNumber={mobileNumber} code={code} onClosed={onClosed} onCancel={onCancel} />;
}

/** What closing does, said before anything happens; orders still on their way keep it from closing. */
type CodeSender = ReturnType<typeof useCodeSender>;

function Explain(props: {
  userId: number;
  mobileNumber: string;
  code: CodeSender;
  onSent(): void;
  onCancel(): void;
}) {
  const t = useWords('profile');
  const orderWords = useWords('order');
  const open = useQuery({
    queryKey: ['open-orders', props.userId],
    queryFn: () => listOpenOrders(props.userId),
  });
  const [error, setError] = useState<string>();
  const blocked = (open.data?.length ?? 0) > 0;
  const { sending } = props.code;

  const send = async () => {
    setError(undefined);
    try {
      await props.code.send(props.mobileNumber);
      props.onSent();
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <div data-testid="close-account-explain">
      <ul>
        <li>{t('close.signedOut')}</li>
        <li>
          {t('close.graceBefore')}
          <strong>{t.counted('close.graceDays', ACCOUNT_CLOSING_GRACE_DAYS)}</strong>
          {t('close.graceAfter')}
        </li>
        <li>{t('close.erased')}</li>
        <li>{t('close.law')}</li>
        <li>{t('close.openOrders')}</li>
      </ul>
      {blocked && (
        <p role="alert">
          {t('close.blocked', {
            orders: (open.data ?? []).map((o) => `#${o.id} (${orderWords(`status.${o.status}`)})`).join(', '),
          })}
        </p>
      )}
      <FormError message={error} />
      <div className={`${layout.actions} ${styles.actions}`}>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.danger}`}
          onClick={send}
          disabled={sending || blocked || open.isPending}
        >
          {sending ? t('close.sending') : t('close.send', { mobile: displayMobile(props.mobileNumber) })}
        </button>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary}`}
          onClick={props.onCancel}
        >
          {t('close.keep')}
        </button>
      </div>
    </div>
  );
}

function CodeForm(props: { mobileNumber: string; code: CodeSender; onClosed(): void; onCancel(): void }) {
  const t = useWords('profile');
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { otp: '' },
  });

  const onSubmit = async ({ otp }: z.output<typeof codeSchema>) => {
    setFormError(undefined);
    try {
      await closeMyAccount(otp);
      toast.success(t.counted('close.closed', ACCOUNT_CLOSING_GRACE_DAYS));
      props.onClosed();
    } catch (error) {
      if (isProblem(error, customerRoutes.closeAccount, 'OPEN_ORDERS')) {
        setFormError(error.message);
        return;
      }
      setFormError(applyServerErrors(error, setError, ['otp']));
    }
  };

  const resend = async () => {
    setFormError(undefined);
    try {
      await props.code.send(props.mobileNumber);
    } catch (error) {
      setFormError(messageOf(error));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p>
        {t('close.codeBefore')}
        <strong>{displayMobile(props.mobileNumber)}</strong>
        {t('close.codeAfter')}
      </p>
      <FormError message={formError} />
      <TextField
        label={t('close.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LIMITS.codeLength}
        placeholder={t('close.codePlaceholder')}
        error={formState.errors.otp}
        {...register('otp')}
      />
      <div className={`${layout.actions} ${styles.actions}`}>
        <button
          type="submit"
          className={`${formStyles.button} ${formStyles.danger}`}
          disabled={formState.isSubmitting}
        >
          {formState.isSubmitting ? t('close.closing') : t('close.close')}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={resend} disabled={props.code.busy}>
          {props.code.label}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={props.onCancel}>
          {t('close.keep')}
        </button>
      </div>
    </form>
  );
}
