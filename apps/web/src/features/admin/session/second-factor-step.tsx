'use client';

import { recoveryCodeSchema, type StaffLogin, totpCodeSchema } from '@farm/contract';
import { authRoutes } from '@farm/contract/plain/routes/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { isProblem, messageOf } from '@/lib/api/problem';
import { type SignedIn, signInStaff } from './sign-in-staff';

type Props = {
  /** The e-mail and password already typed: sent again with the code. */
  credentials: StaffLogin;
  onSignedIn(answer: SignedIn): void;
  /** Back to the password (with a message when the password itself was refused). */
  onBack(message?: string): void;
};

const appSchema = z.object({ code: totpCodeSchema });
const recoverySchema = z.object({ code: recoveryCodeSchema });

/**
 * The second step of a staff sign-in: the six digits the authenticator app shows, or instead one of
 * the recovery codes saved at set-up (each works once).
 */
export function SecondFactorStep({ credentials, onSignedIn, onBack }: Props) {
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    <div className={formStyles.form}>
      <CodeForm
        key={useRecovery ? 'recovery' : 'app'}
        recovery={useRecovery}
        credentials={credentials}
        onSignedIn={onSignedIn}
        onBack={onBack}
      />
      <button type="button" className={formStyles.linkButton} onClick={() => setUseRecovery((r) => !r)}>
        {useRecovery ? 'Use the code from your authenticator app instead' : 'Use a recovery code instead'}
      </button>
      <button type="button" className={formStyles.linkButton} onClick={() => onBack()}>
        Back to e-mail and password
      </button>
    </div>
  );
}

function CodeForm({ recovery, credentials, onSignedIn, onBack }: Props & { recovery: boolean }) {
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(recovery ? recoverySchema : appSchema),
    defaultValues: { code: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const label = recovery ? 'Recovery code' : 'Code from your authenticator app';

  const onSubmit = async ({ code }: { code: string }) => {
    setFormError(undefined);
    try {
      onSignedIn(
        await signInStaff({ ...credentials, ...(recovery ? { recoveryCode: code } : { totpCode: code }) }),
      );
    } catch (error) {
      if (isProblem(error, authRoutes.staffLogin, 'INVALID_SECOND_FACTOR')) {
        setError('code', { type: 'server', message: 'is wrong or was already used' }, { shouldFocus: true });
        return;
      }
      if (isProblem(error, authRoutes.staffLogin, 'INVALID_CREDENTIALS')) {
        onBack(messageOf(error));
        return;
      }
      setFormError(messageOf(error));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={formStyles.hint}>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.'
          : 'Open your authenticator app and enter the six-digit code it shows for this shop.'}
      </p>
      <FormError message={formError} />
      <TextField
        label={label}
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
        {...(recovery ? { autoCapitalize: 'characters' } : { inputMode: 'numeric' as const, maxLength: 7 })}
        error={formState.errors.code}
        {...register('code')}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Checking…' : 'Sign in'}
      </button>
    </form>
  );
}
