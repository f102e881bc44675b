'use client';

import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import {
  AT_LEAST_CHARACTERS,
  formSentenceKey,
  isBlankRefusal,
  MOBILE,
  REQUIRED,
} from '@/lib/forms/form-sentences';
import { useWords, type Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';
import styles from './form.module.css';

type FieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
  optional?: boolean;
};

type CommonWords = Words<Messages['common']>;

/**
 * The contract's own refusals (zod messages written in English, `packages/contract`) that a page
 * says in its language; any other sentence is shown as the schema or the server worded it.
 */
function contractSentence(t: CommonWords, label: string, message: string): string | undefined {
  if (message === REQUIRED) return t('field.required', { label });
  if (message === MOBILE) return t('field.mobile', { label });
  const atLeast = AT_LEAST_CHARACTERS.exec(message);
  if (atLeast) return t('field.atLeast', { label, count: Number(atLeast[1]) });
  return undefined;
}

/** A zod or server message as a sentence about the field ('is required', 'must be…'), in `t`'s words. */
export function fieldMessage(
  label: string,
  error: FieldError | undefined,
  t: CommonWords,
): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  if (isBlankRefusal(error.type, message)) return t('field.required', { label });
  const known = contractSentence(t, label, message);
  if (known) return known;
  const own = formSentenceKey(message);
  if (own) return t(`field.sentences.${own}`, { label });
  if (/^[a-z]/.test(message)) return `${label} ${message}`;
  return message;
}

/** `fieldMessage` with the page's words. */
export function useFieldMessage(label: string, error: FieldError | undefined): string | undefined {
  return fieldMessage(label, error, useWords('common'));
}

/** A field's label, hint and message around its control (the fields here, select-field.tsx, text-area-field.tsx). */
export function FieldShell(props: {
  id: string;
  label: string;
  optional?: boolean | undefined;
  hint?: ReactNode;
  message: string | undefined;
  children: ReactNode;
}) {
  const t = useWords('common');
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label} {props.optional && <span className={styles.optional}>{t('field.optional')}</span>}
      </label>
      {props.children}
      {props.hint && (
        <span id={`${props.id}-hint`} className={styles.hint}>
          {props.hint}
        </span>
      )}
      {props.message && (
        <p id={`${props.id}-error`} className={styles.error}>
          {props.message}
        </p>
      )}
    </div>
  );
}

/** The ids of a field's hint and message, for its control's `aria-describedby`. */
export function describedBy(id: string, hint: ReactNode, message: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** A labelled input; spread `register('field')` into it. */
export function TextField({ label, error, hint, optional, id: givenId, ...input }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const message = useFieldMessage(label, error);
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} message={message}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        {...input}
      />
    </FieldShell>
  );
}

/**
 * lucide's eye and eye-off (ISC licence, lucide.dev) drawn here: lucide-react's components bring
 * its icon factory into the first load of every page with a password field.
 */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {crossed ? (
        <>
          <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
          <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
          <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
          <path d="m2 2 20 20" />
        </>
      ) : (
        <>
          <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </svg>
  );
}

/** A password input with a show/hide button. */
export function PasswordField({ label, error, hint, id: givenId, ...input }: Omit<FieldProps, 'type'>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visible, setVisible] = useState(false);
  const t = useWords('common');
  const message = useFieldMessage(label, error);
  return (
    <FieldShell id={id} label={label} hint={hint} message={message}>
      <div className={styles.withToggle}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, hint, message)}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={t('field.show', { label: label.toLowerCase() })}
          aria-pressed={visible}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </FieldShell>
  );
}

/** A labelled checkbox. */
export function CheckboxField({
  label,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: string }) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A message about the whole form (wrong password, rate limit…), read out when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.formError}>
      {message}
    </p>
  );
}

export { styles as formStyles };
