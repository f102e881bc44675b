import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/features/auth/auth-shell';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { getShopSettings } from '@/features/settings/shop-settings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('forgot.title'), robots: { index: false } };
}

/** Forgot password: a code to the mobile number, then /otpScreen, then /setPasswordScreen. */
export default async function ForgetPasswordPage() {
  const [settings, t] = await Promise.all([getShopSettings(), getTranslations('auth')]);
  return (
    <AuthShell title={t('forgot.title')} intro={t('forgot.intro')} brand={settings.farmName}>
      <ForgotPasswordForm />
    </AuthShell>
  );
}
