'use client';

import { type ContactCreate, contactCreateSchema } from '@farm/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { buttonClass } from '@/components/ui/button';
import form from '@/components/ui/form.module.css';
import { useSession } from '@/features/session/session-store';
import { ApiError, messageOf } from '@/lib/api/problem';
import { sendContactMessage } from './api';
import styles from './contact-form.module.css';

type ContactFields = z.input<typeof contactCreateSchema>;
type FieldName = keyof ContactFields;

const FIELDS: FieldName[] = ['name', 'mobileNumber', 'email', 'message'];
const MESSAGE_MAX = 2000;

const REQUIRED: Partial<Record<FieldName, string>> = {
  name: 'Please enter your name',
  mobileNumber: 'Please enter your mobile number',
  message: 'Please write your message',
};

/** What to show under a field: friendly words for the common cases, the schema's words otherwise. */
function errorText(
  field: FieldName,
  error: FieldError | undefined,
  value: string | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type !== 'server' && REQUIRED[field] && !value?.trim()) return REQUIRED[field];
  if (field === 'email' && error.type !== 'server') return 'Enter a valid e-mail address, or leave it empty';
  const message = error.message ?? 'Please check this field';
  return message.charAt(0).toUpperCase() + message.slice(1);
}

const EMPTY: ContactFields = { name: '', mobileNumber: '', email: undefined, message: '' };

/** The contact form: validated with the contract's schema, server field errors shown on the fields. */
export function ContactForm() {
  const user = useSession((s) => s.user);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactFields, unknown, ContactCreate>({
    resolver: zodResolver(contactCreateSchema),
    defaultValues: EMPTY,
  });

  // A signed-in customer does not have to type their name and number again.
  useEffect(() => {
    if (!user) return;
    const current = getValues();
    reset({
      ...current,
      name: current.name || user.name,
      mobileNumber: current.mobileNumber || user.mobileNumber || '',
    });
  }, [user, getValues, reset]);

  const onSubmit = async (values: ContactCreate) => {
    try {
      toast.success(await sendContactMessage(values));
      reset(user ? { ...EMPTY, name: user.name, mobileNumber: user.mobileNumber ?? '' } : EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        toast.error('Please wait and try again');
        return;
      }
      const named =
        error instanceof ApiError
          ? error.fieldErrors.filter((e) => FIELDS.includes(e.field as FieldName))
          : [];
      named.forEach((e, index) => {
        setError(e.field as FieldName, { type: 'server', message: e.message }, { shouldFocus: index === 0 });
      });
      if (named.length === 0) toast.error(messageOf(error));
    }
  };

  const messageLength = watch('message')?.length ?? 0;
  const fieldProps = (field: FieldName) => {
    const error = errorText(field, errors[field], getValues(field) ?? undefined);
    return {
      id: `contact-${field}`,
      className: form.box,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${field}-error` : undefined,
    };
  };
  const fieldError = (field: FieldName) => {
    const error = errorText(field, errors[field], getValues(field) ?? undefined);
    return error ? (
      <p id={`contact-${field}-error`} className={styles.error}>
        {error}
      </p>
    ) : null;
  };

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="contact-name">Your name</label>
          <input {...register('name')} {...fieldProps('name')} autoComplete="name" maxLength={100} />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-mobileNumber">Mobile number</label>
          <input
            {...register('mobileNumber')}
            {...fieldProps('mobileNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="98765 43210"
            maxLength={20}
          />
          {fieldError('mobileNumber')}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">
          E-mail <span className={styles.optional}>(optional)</span>
        </label>
        <input
          {...register('email', { setValueAs: (value: string | undefined) => value?.trim() || undefined })}
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        {fieldError('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea {...register('message')} {...fieldProps('message')} rows={6} maxLength={MESSAGE_MAX} />
        <div className={styles.below}>
          {fieldError('message') ?? <span />}
          <span className={styles.count} aria-hidden="true">
            {messageLength}/{MESSAGE_MAX}
          </span>
        </div>
      </div>
      <button
        type="submit"
        className={buttonClass('primary', ['tall', 'busy'], styles.submit)}
        disabled={isSubmitting}
      >
        <Send aria-hidden="true" size={18} />
        {isSubmitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
