'use client';

import { customerUpdateSchema, emailSchema } from '@farm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import { toast } from '@/components/ui/toast';
import { sessionStore } from '@/features/session/session-store';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords } from '@/lib/i18n/client-words';
import { profileKeys, updateCustomer } from './api';
import styles from './section.module.css';

const detailsSchema = customerUpdateSchema
  .pick({ name: true })
  .required()
  .extend({ email: blankAsNull(emailSchema) });
type DetailsInput = z.output<typeof detailsSchema>;

/** The profile's edit form, loaded when "Edit profile" is tapped (decision 0041). */
export function DetailsForm({
  userId,
  initial,
  onDone,
}: {
  userId: number;
  initial: { name: string; email: string };
  onDone(): void;
}) {
  const t = useWords('profile');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(detailsSchema),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: (input: DetailsInput) => updateCustomer(userId, input),
    onSuccess: ({ response }) => {
      queryClient.setQueryData(profileKeys.customer(userId), response);
      const session = sessionStore.getState();
      if (session.user) session.signIn({ ...session.user, name: response.name });
      toast.success(t('details.saved'));
      onDone();
    },
    onError: (error) => setFormError(applyServerErrors(error, setError, ['name', 'email'])),
  });

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit((input) => {
        setFormError(undefined);
        return save.mutateAsync(input).catch(() => undefined);
      })}
    >
      <FormError message={formError} />
      <TextField
        label={t('details.name')}
        autoComplete="name"
        error={formState.errors.name}
        {...register('name')}
      />
      <TextField
        label={t('details.email')}
        type="email"
        autoComplete="email"
        optional
        error={formState.errors.email}
        {...register('email')}
      />
      <div className={`${layout.actions} ${styles.actions}`}>
        <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('details.saving') : t('details.save')}
        </button>
        <button type="button" className={`${formStyles.button} ${formStyles.secondary}`} onClick={onDone}>
          {t('details.cancel')}
        </button>
      </div>
    </form>
  );
}
