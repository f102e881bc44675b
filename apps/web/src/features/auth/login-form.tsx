'use client';

import { type FormEvent, useRef, useState } from 'react';
import { startRouteLoading } from '@/components/layout/loading-overlay';
import { CheckboxField, FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { withNext } from '@/lib/next-path';
import {
  LOGIN_FIELDS,
  type LoginErrors,
  type LoginField,
  type LoginOutcome,
  type LoginValues,
} from './login-fields';
import { useSessionGuard } from './use-session-guard';

type Props = { next: string | undefined; mobile: string | undefined };
type Logic = typeof import('./login-submit');

function valuesOf(element: HTMLFormElement): LoginValues {
  const data = new FormData(element);
  return {
    userName: String(data.get('userName') ?? ''),
    password: String(data.get('password') ?? ''),
    rememberMe: data.get('rememberMe') !== null,
  };
}

/**
 * `/profileLogin`: mobile number and password, or a code by SMS; "Remember me" keeps it 30 days.
 * The fields are the first load; the checks, the calls and the toasts load when the form is first
 * touched (login-submit.ts). After a first try a field is checked again as it changes.
 */
export function LoginForm({ next, mobile }: Props) {
  const guard = useSessionGuard('visitor', '/profilePage');
  const router = useRouter();
  const t = useWords('auth');
  const common = useWords('common');
  const language = useLanguage();
  const words = {
    loggedIn: t('toast.loggedIn'),
    reopened: t('toast.reopened'),
    codeSent: common('code.sent'),
    language,
  };
  const formRef = useRef<HTMLFormElement>(null);
  const logic = useRef<Logic>(undefined);
  const triedOnce = useRef(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState<'password' | 'code'>();

  const load = async () => {
    logic.current ??= await import('./login-submit');
    return logic.current;
  };

  const show = (found: LoginErrors) => {
    setErrors(found);
    const first = LOGIN_FIELDS.find((field) => found[field]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  };

  /** Goes on after a sign-in or a code sent; otherwise shows why not. Answers whether it went on. */
  const follow = (outcome: LoginOutcome, how: 'replace' | 'push') => {
    if ('goTo' in outcome) {
      startRouteLoading();
      router[how](outcome.goTo);
      return true;
    }
    show(outcome.errors);
    setFormError(outcome.formError);
    return false;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (busy) return;
    setFormError(undefined);
    setBusy('password');
    try {
      const { checkLogin, signInWithPassword } = await load();
      triedOnce.current = true;
      const checked = checkLogin(valuesOf(element));
      if ('errors' in checked) return show(checked.errors);
      setErrors({});
      follow(await signInWithPassword(checked.input, next, words), 'replace');
    } finally {
      setBusy(undefined);
    }
  };

  const loginWithCode = async () => {
    const element = formRef.current;
    if (busy || !element) return;
    setFormError(undefined);
    const { checkNumber, sendLoginCode } = await load();
    triedOnce.current = true;
    const checked = checkNumber(valuesOf(element));
    if ('errors' in checked) return show({ ...errors, ...checked.errors });
    setErrors((shown) => ({ ...shown, userName: undefined }));
    setBusy('code');
    // On its way to the code page the button keeps saying so.
    if (!follow(await sendLoginCode(checked.input, next, words), 'push')) setBusy(undefined);
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as LoginField;
    if (!triedOnce.current || !logic.current || !LOGIN_FIELDS.includes(field)) return;
    const problem = logic.current.recheck(valuesOf(event.currentTarget), field);
    setErrors((shown) => ({ ...shown, [field]: problem }));
  };

  if (guard !== 'allowed') return <p role="status">{common('loadingNow')}</p>;

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={() => void load()}
      noValidate
    >
      <FormError message={formError} />
      <TextField
        label={t('form.mobile')}
        name="userName"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('form.mobilePlaceholder')}
        defaultValue={mobile ?? ''}
        error={errors.userName}
      />
      <PasswordField
        label={t('form.password')}
        name="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <div className={formStyles.row}>
        <CheckboxField label={t('form.rememberMe')} name="rememberMe" />
        <Link href="/forgetPassword">{t('form.forgotLink')}</Link>
      </div>
      <button type="submit" className={formStyles.button} disabled={busy === 'password'}>
        {busy === 'password' ? t('form.signingIn') : t('form.login')}
      </button>
      <div className={formStyles.divider}>{t('form.or')}</div>
      <button
        type="button"
        className={`${formStyles.button} ${formStyles.secondary}`}
        onClick={loginWithCode}
        disabled={busy === 'code'}
      >
        {busy === 'code' ? common('code.sending') : t('form.loginWithOtp')}
      </button>
      <p>
        {t('form.newHere')} <Link href={withNext('/signUp', next)}>{t('form.createAccount')}</Link>
      </p>
    </form>
  );
}
