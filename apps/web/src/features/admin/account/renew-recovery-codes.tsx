'use client';

import { secondFactorCodeBodySchema } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { staffCall } from '@/lib/api/staff-client';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';

/** New recovery codes for a code (used up all but a few, or fear they were seen): the old ones stop working. */
export function RenewRecoveryCodes({ onRenewed }: { onRenewed(codes: string[]): void }) {
  const t = useTranslations('adminPeople.account');
  const [formError, setFormError] = useState<string>();
  const form = useForm({ resolver: zodResolver(secondFactorCodeBodySchema), defaultValues: { code: '' } });
  const { register, handleSubmit, setError, formState, reset } = form;

  const onSubmit = async ({ code }: { code: string }) => {
    setFormError(undefined);
    try {
      const { response } = await staffCall(userRoutes.renewRecoveryCodes, { body: { code } });
      reset();
      onRenewed(response.recoveryCodes);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['code']));
    }
  };

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={formStyles.hint}>{t('renew.why')}</p>
      <FormError message={formError} />
      <TextField
        label={t('code')}
        autoComplete="one-time-code"
        spellCheck={false}
        error={formState.errors.code}
        {...register('code')}
      />
      <button
        type="submit"
        className={`${formStyles.button} ${formStyles.secondary}`}
        disabled={formState.isSubmitting}
      >
        {formState.isSubmitting ? t('checking') : t('renew.submit')}
      </button>
    </form>
  );
}
