'use client';

import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import form from '@/components/ui/form.module.css';
import { useSession } from '@/features/session/session-store';
import { useWords } from '@/lib/i18n/client-words';
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactFieldName,
  type ContactValues,
  MESSAGE_MAX,
} from './contact-fields';
import styles from './contact-form.module.css';

type Logic = typeof import('./contact-submit');

function valuesOf(element: HTMLFormElement): ContactValues {
  const data = new FormData(element);
  const entries = CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '')]);
  return Object.fromEntries(entries) as ContactValues;
}

function fieldOf(element: HTMLFormElement | null, field: ContactFieldName) {
  return element?.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null;
}

/**
 * The contact form. Its first load is the fields alone; the checks (the contract's schema), the API
 * call and the toasts load when a field is first focused (contact-submit.ts). Errors show under the
 * fields, the server's too; after a first try, a field is checked again as it changes.
 */
export function ContactForm({ sendIcon }: { sendIcon: ReactNode }) {
  const user = useSession((s) => s.user);
  const t = useWords('contact');
  const common = useWords('common');
  const formRef = useRef<HTMLFormElement>(null);
  const logic = useRef<Logic>(undefined);
  const triedOnce = useRef(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(0);

  const load = async () => {
    logic.current ??= await import('./contact-submit');
    return logic.current;
  };

  // A signed-in customer does not have to type their name and number again.
  const fillIn = useCallback(() => {
    const name = fieldOf(formRef.current, 'name');
    const mobile = fieldOf(formRef.current, 'mobileNumber');
    if (user && name && !name.value) name.value = user.name;
    if (user && mobile && !mobile.value) mobile.value = user.mobileNumber ?? '';
  }, [user]);
  useEffect(fillIn, [fillIn]);

  const show = (found: ContactErrors) => {
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) fieldOf(formRef.current, first)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (sending) return;
    setSending(true);
    try {
      const { checkContact, sendContact } = await load();
      triedOnce.current = true;
      const checked = checkContact(valuesOf(element), t);
      if (!checked.ok) return show(checked.errors);
      setErrors({});
      const answer = await sendContact(checked.message, t);
      if (answer !== true) return show(answer);
      element.reset();
      fillIn();
      setMessageLength(0);
      triedOnce.current = false;
    } finally {
      setSending(false);
    }
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as ContactFieldName;
    if (field === 'message') setMessageLength((event.target as HTMLTextAreaElement).value.length);
    if (!triedOnce.current || !logic.current || !CONTACT_FIELDS.includes(field)) return;
    const checked = logic.current.checkContact(valuesOf(event.currentTarget), t);
    setErrors((shown) => ({ ...shown, [field]: checked.ok ? undefined : checked.errors[field] }));
  };

  const fieldProps = (field: ContactFieldName) => ({
    id: `contact-${field}`,
    name: field,
    className: form.box,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });
  const fieldError = (field: ContactFieldName) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={() => void load()}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.title}>
        {t('form.title')}
      </h2>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="contact-name">{t('form.name')}</label>
          <input {...fieldProps('name')} autoComplete="name" maxLength={100} />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-mobileNumber">{t('form.mobile')}</label>
          <input
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
          {t('form.email')} <span className={styles.optional}>{common('field.optional')}</span>
        </label>
        <input {...fieldProps('email')} type="email" autoComplete="email" maxLength={254} />
        {fieldError('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">{t('form.message')}</label>
        <textarea {...fieldProps('message')} rows={6} maxLength={MESSAGE_MAX} />
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
        disabled={sending}
      >
        {sendIcon}
        {sending ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}
