import { tenDigits } from '@farm/contract/plain/mobile';
import type { Metadata } from 'next';
import { AuthShell } from '@/features/auth/auth-shell';
import { SetPasswordForm } from '@/features/auth/set-password-form';
import { getShopSettings } from '@/features/settings/shop-settings';
import { firstParam } from '@/lib/next-path';

export const metadata: Metadata = { title: 'Set a new password', robots: { index: false } };

/** The last step of "forgot password": the new password (the code comes from the OTP screen). */
export default async function SetPasswordScreenPage({
  searchParams,
}: PageProps<'/[locale]/setPasswordScreen'>) {
  const [query, settings] = await Promise.all([searchParams, getShopSettings()]);
  const mobile = firstParam(query.mobile);
  return (
    <AuthShell
      title="Set a new password"
      intro="Choose a new password for your account."
      brand={settings.farmName}
    >
      <SetPasswordForm mobile={mobile ? tenDigits(mobile) : undefined} />
    </AuthShell>
  );
}
