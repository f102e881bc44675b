'use client';

import { OTP_LIMITS, otpCodeSchema } from '@farm/contract';
import { ACCOUNT_CLOSING_GRACE_DAYS } from '@farm/contract/plain/account-closing';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import panel from '@/components/ui/panel.module.css';
import { displayMobile } from '@/features/auth/mobile';
import { useCodeSender } from '@/features/auth/use-code-sender';
import type { SessionUser } from '@/features/session/session-store';
import { isProblem, messageOf } from '@/lib/api/problem';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { closeMyAccount, exportMyData, getCustomer, listOpenOrders, profileKeys } from './api';
import { downloadDataExport } from './download-file';
import styles from './section.module.css';

const codeSchema = z.object({ otp: otpCodeSchema });

/**
 * "Your data" (DPDP Act 2023): download everything the shop keeps about you, or close the account.
 * Closing says first what happens, then asks for a code sent to the customer's number; afterwards
 * the customer is signed out (`onClosed`).
 */
export function YourData({ user, onClosed }: { user: SessionUser; onClosed(): void }) {
  return (
    <section id="data" aria-labelledby="data-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="data-title" className={styles.title}>
          <ShieldCheck aria-hidden="true" size={22} /> Your data
        </h2>
      </div>
      <DownloadMyData />
      <CloseAccount user={user} onClosed={onClosed} />
    </section>
  );
}

function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadDataExport(await exportMyData());
      toast.success('Your data is downloaded');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.block}>
      <p>
        A file with everything we keep about you: your profile, addresses, orders, reviews, wishlist, cart and
        &ldquo;notify me&rdquo; requests.
      </p>
      <button
        type="button"
        className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
        onClick={download}
        disabled={busy}
      >
        <Download aria-hidden="true" size={16} /> {busy ? 'Preparing…' : 'Download my data'}
      </button>
    </div>
  );
}

type Step = 'closed' | 'explain' | 'code';

function CloseAccount({ user, onClosed }: { user: SessionUser; onClosed(): void }) {
  const [step, setStep] = useState<Step>('closed');
  const profile = useQuery({ queryKey: profileKeys.customer(user.id), queryFn: () => getCustomer(user.id) });
  const mobileNumber = user.mobileNumber ?? profile.data?.mobileNumber;
  // One sender for both steps: the resend countdown starts with the first code.
  const code = useCodeSender('close_account');

  return (
    <div className={styles.block}>
      <h3 className={styles.subtitle}>Close my account</h3>
      {step === 'closed' && (
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={() => setStep('explain')}
        >
          Close my account…
        </button>
      )}
      {step === 'explain' && mobileNumber && (
        <Explain
          userId={user.id}
          mobileNumber={mobileNumber}
          code={code}
          onSent={() => setStep('code')}
          onCancel={() => setStep('closed')}
        />
      )}
      {step === 'code' && mobileNumber && (
        <CodeForm
          mobileNumber={mobileNumber}
          code={code}
          onClosed={onClosed}
          onCancel={() => setStep('closed')}
        />
      )}
    </div>
  );
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
      const { message } = await closeMyAccount(otp);
      toast.success(message ?? 'Your account is closed');
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
