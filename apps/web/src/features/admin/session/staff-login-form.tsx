'use client';

import { type StaffLogin, staffLoginSchema } from '@farm/contract';
import { authRoutes } from '@farm/contract/plain/routes/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField, FormError, formStyles, PasswordField, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { isProblem } from '@/lib/api/problem';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useRouter } from '@/lib/i18n/navigation';
import { SecondFactorStep } from './second-factor-step';
import { type SignedIn, signInStaff } from './sign-in-staff';
import { useStaffSession } from './staff-session-store';

/** `?next=` may only lead back into the admin. */
export function adminNextPath(next: string | undefined): string {
  return next && /^\/admin(\/|$|\?)/.test(next) ? next : '/admin';
}

/**
 * `/admin/login`: e-mail and password; "Remember me" keeps the session 30 days. An account with a
 * second factor is asked next for the code from its authenticator app (or a recovery code); after
 * too many wrong passwords for an account, only the password with such a code still gets in.
 */
export function StaffLoginForm({ next }: { next: string | undefined }) {
  const t = useTranslations('adminShell.login');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user, signIn } = useStaffSession();
  const [formError, setFormError] = useState<string>();
  /** Set once the password is known and a code is wanted (asked for, or offered after a 429). */
  const [codeFor, setCodeFor] = useState<StaffLogin>();
  const [locked, setLocked] = useState<StaffLogin>();
  const form = useForm({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { register, handleSubmit, setError, formState } = form;

  // Already signed in: the admin itself checks the session and comes back here if it has lapsed.
  useEffect(() => {
    if (user) router.replace(adminNextPath(next));
  }, [user, next, router]);

  const finish = ({ response }: SignedIn) => {
    queryClient.removeQueries({ queryKey: ['admin'] });
    signIn(response.user);
    toast.success(t('signedIn'));
  };

  const onSubmit = async (input: StaffLogin) => {
    setFormError(undefined);
    setLocked(undefined);
    try {
      finish(await signInStaff(input));
    } catch (error) {
      if (isProblem(error, authRoutes.staffLogin, 'SECOND_FACTOR_REQUIRED')) {
        setCodeFor(input);
        return;
      }
      if (isProblem(error, authRoutes.staffLogin, 'TOO_MANY_REQUESTS')) setLocked(input);
      setFormError(applyServerErrors(error, setError, ['email', 'password']));
    }
  };

  if (codeFor) {
    return (
      <SecondFactorStep
        credentials={codeFor}
        onSignedIn={finish}
        onBack={(message) => {
          setCodeFor(undefined);
          setFormError(message);
        }}
      />
    );
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormError message={formError} />
      {locked && (
        <button type="button" className={formStyles.linkButton} onClick={() => setCodeFor(locked)}>
          {t('haveCode')}
        </button>
      )}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        error={formState.errors.email}
        {...register('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={formState.errors.password}
        {...register('password')}
      />
      <CheckboxField label={t('rememberMe')} {...register('rememberMe')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}
