import type { Metadata } from 'next';
import { AuthShell } from '@/features/auth/auth-shell';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { getShopSettings } from '@/features/settings/shop-settings';

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false } };

/** Forgot password: a code to the mobile number, then /otpScreen, then /setPasswordScreen. */
export default async function ForgetPasswordPage() {
  const settings = await getShopSettings();
  return (
    <AuthShell
      title="Forgot password"
      intro="Enter your mobile number and we will send you a code to set a new password."
      brand={settings.farmName}
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
