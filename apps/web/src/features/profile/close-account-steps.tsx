'use client';

import { OTP_LIMITS, otpCodeSchema } from '@farm/contract';
import { ACCOUNT_CLOSING_GRACE_DAYS } from '@farm/contract/plain/account-closing';
import { displayMobile } from '@farm/contract/plain/mobile';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import { useCodeSender } from '@/features/auth/use-code-sender';
import type { SessionUser } from '@/features/session/session-store';
import { isProblem, messageOf } from '@/lib/api/problem';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
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
        <li>You are signed out everywhere at once.</li>
        <li>
          You have <strong>{ACCOUNT_CLOSING_GRACE_DAYS} days</strong> to change your mind: sign in again
          (password or code) and your account is open again, as it was.
        </li>
        <li>
          After that, your personal data is erased: name, mobile number, e-mail, password, addresses, cart,
          wishlist and &ldquo;notify me&rdquo; requests. Your mobile number is free for a new account.
        </li>
        <li>
          The law keeps us from deleting your orders: they stay in our tax records, with only the state and
          PIN code of the delivery address. Your reviews stay, shown as &ldquo;Erased customer&rdquo;.
        </li>
        <li>Orders still on their way must arrive or be cancelled first.</li>
      </ul>
      {blocked && (
        <p role="alert">
          These orders are still on their way:{' '}
          {open.data?.map((o) => `#${o.id} (${ORDER_STATUS_LABELS[o.status]})`).join(', ')}. You can close
          your account once they have arrived or been cancelled.
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
          {sending ? 'Sending code…' : `Send a code to ${displayMobile(props.mobileNumber)}`}
        </button>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary}`}
          onClick={props.onCancel}
        >
          Keep my account
        </button>
      </div>
    </div>
  );
}

function CodeForm(props: { mobileNumber: string; code: CodeSender; onClosed(): void; onCancel(): void }) {
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { otp: '' },
  });

  const onSubmit = async ({ otp }: z.output<typeof codeSchema>) => {
    setFormError(undefined);
    try {
      await closeMyAccount(otp);
      toast.success(
        `Your account is closed and you are signed out. Sign in again within ${ACCOUNT_CLOSING_GRACE_DAYS} days ` +
          'to re-open it; after that your personal data is erased.',
      );
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
        Enter the code we sent to <strong>{displayMobile(props.mobileNumber)}</strong> to close your account.
      </p>
      <FormError message={formError} />
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LIMITS.codeLength}
        placeholder="6-digit code"
        error={formState.errors.otp}
        {...register('otp')}
      />
      <div className={`${layout.actions} ${styles.actions}`}>
        <button
          type="submit"
          className={`${formStyles.button} ${formStyles.danger}`}
          disabled={formState.isSubmitting}
        >
          {formState.isSubmitting ? 'Closing…' : 'Close my account'}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={resend} disabled={props.code.busy}>
          {props.code.label}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={props.onCancel}>
          Keep my account
        </button>
      </div>
    </form>
  );
}
