'use client';

import { secondFactorDisableSchema } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { staffCall } from '@/lib/api/staff-client';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';

type Values = z.output<typeof secondFactorDisableSchema>;

/** Turning the second factor off: password and a code, then a confirmation. */
export function TurnOffSecondFactor({ onTurnedOff }: { onTurnedOff(): void }) {
  const t = useTranslations('adminPeople.account.turnOff');
  const [pending, setPending] = useState<Values>();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(secondFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  });
  const { register, handleSubmit, setError, formState, reset } = form;

  const turnOff = async () => {
    if (!pending) return;
    setBusy(true);
    setFormError(undefined);
    try {
      await staffCall(userRoutes.disableSecondFactor, { body: pending });
      toast.success(t('done'));
      reset();
      onTurnedOff();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password', 'code']));
    } finally {
      setBusy(false);
      setPending(undefined);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={handleSubmit((values) => setPending(values))} noValidate>
      <p className={formStyles.hint}>{t('why')}</p>
      <FormError message={formError} />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={formState.errors.password}
        {...register('password')}
      />
      <TextField
        label={t('code')}
        autoComplete="one-time-code"
        spellCheck={false}
        error={formState.errors.code}
        {...register('code')}
      />
      <button type="submit" className={`${formStyles.button} ${formStyles.danger}`}>
        {t('submit')}
      </button>
      <ConfirmDialog
        open={pending !== undefined}
        title={t('question')}
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        busy={busy}
        onConfirm={() => void turnOff()}
        onCancel={() => setPending(undefined)}
      >
        {t('body')}
      </ConfirmDialog>
    </form>
  );
}
