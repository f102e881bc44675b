'use client';

import { recoveryCodeSchema, type StaffLogin, totpCodeSchema } from '@farm/contract';
import { authRoutes } from '@farm/contract/plain/routes/auth';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { isProblem, messageOf } from '@/lib/api/problem';
import { zodResolver } from '@/lib/forms/zod-resolver';
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
  const t = useTranslations('adminShell.login');
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
        {useRecovery ? t('useApp') : t('useRecovery')}
      </button>
      <button type="button" className={formStyles.linkButton} onClick={() => onBack()}>
        {t('backToPassword')}
      </button>
    </div>
  );
}

function CodeForm({ recovery, credentials, onSignedIn, onBack }: Props & { recovery: boolean }) {
  const t = useTranslations('adminShell.login');
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(recovery ? recoverySchema : appSchema),
    defaultValues: { code: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const label = recovery ? t('recoveryCode') : t('appCode');

  const onSubmit = async ({ code }: { code: string }) => {
    setFormError(undefined);
    try {
      onSignedIn(
        await signInStaff({ ...credentials, ...(recovery ? { recoveryCode: code } : { totpCode: code }) }),
      );
    } catch (error) {
      if (isProblem(error, authRoutes.staffLogin, 'INVALID_SECOND_FACTOR')) {
        setError('code', { type: 'server', message: t('codeWrong') }, { shouldFocus: true });
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
      <p className={formStyles.hint}>{recovery ? t('recoveryHint') : t('appHint')}</p>
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
        {formState.isSubmitting ? t('checking') : t('signIn')}
      </button>
    </form>
  );
}
