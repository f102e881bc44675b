'use client';

import { customerUpdateSchema, emailSchema } from '@farm/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import layout from '@/components/ui/layout.module.css';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import { displayMobile } from '@/features/auth/mobile';
import type { SessionUser } from '@/features/session/session-store';
import { sessionStore } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { getCustomer, profileKeys, updateCustomer } from './api';
import styles from './section.module.css';

const detailsSchema = customerUpdateSchema
  .pick({ name: true })
  .required()
  .extend({ email: blankAsNull(emailSchema) });
type DetailsInput = z.output<typeof detailsSchema>;

/** Name and e-mail, with an edit form; the number changes in its own section (with a code). */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const query = useQuery({ queryKey: profileKeys.customer(user.id), queryFn: () => getCustomer(user.id) });
  const [editing, setEditing] = useState(false);

  return (
    <section id="profile" aria-labelledby="profile-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="profile-title" className={styles.title}>
          <UserRound aria-hidden="true" size={22} /> My profile
        </h2>
        {query.data && !editing && (
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            onClick={() => setEditing(true)}
          >
            Edit profile
          </button>
        )}
      </div>
      {query.isPending && <LoadingRows label="Loading your profile" rows={1} size="section" />}
      {query.isError && (
        <LoadError
          message={`Could not load this: ${messageOf(query.error)}`}
          onRetry={() => query.refetch()}
          size="section"
        />
      )}
      {query.data && !editing && (
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd data-testid="profile-name">{query.data.name}</dd>
          <dt>Mobile</dt>
          <dd>{displayMobile(query.data.mobileNumber)}</dd>
          <dt>Email</dt>
          <dd>{query.data.email ?? <span className={styles.muted}>Not given</span>}</dd>
        </dl>
      )}
      {query.data && editing && (
        <DetailsForm
          userId={user.id}
          initial={{ name: query.data.name, email: query.data.email ?? '' }}
          onDone={() => setEditing(false)}
        />
      )}
    </section>
  );
}

function DetailsForm({
  userId,
  initial,
  onDone,
}: {
  userId: number;
  initial: { name: string; email: string };
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(detailsSchema),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: (input: DetailsInput) => updateCustomer(userId, input),
    onSuccess: ({ response, message }) => {
      queryClient.setQueryData(profileKeys.customer(userId), response);
      const session = sessionStore.getState();
      if (session.user) session.signIn({ ...session.user, name: response.name });
      toast.success(message ?? 'Profile updated successfully');
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
      <TextField label="Name" autoComplete="name" error={formState.errors.name} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        optional
        error={formState.errors.email}
        {...register('email')}
      />
      <div className={`${layout.actions} ${styles.actions}`}>
        <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className={`${formStyles.button} ${formStyles.secondary}`} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
