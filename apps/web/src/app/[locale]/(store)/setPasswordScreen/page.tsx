import { tenDigits } from '@farm/contract/plain/mobile';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/features/auth/auth-shell';
import { SetPasswordForm } from '@/features/auth/set-password-form';
import { getShopSettings } from '@/features/settings/shop-settings';
import { firstParam } from '@/lib/next-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('setPassword.title'), robots: { index: false } };
}

/** The last step of "forgot password": the new password (the code comes from the OTP screen). */
export default async function SetPasswordScreenPage({
  searchParams,
}: PageProps<'/[locale]/setPasswordScreen'>) {
  const [query, settings, t] = await Promise.all([searchParams, getShopSettings(), getTranslations('auth')]);
  const mobile = firstParam(query.mobile);
  return (
    <AuthShell title={t('setPassword.title')} intro={t('setPassword.intro')} brand={settings.farmName}>
      <SetPasswordForm mobile={mobile ? tenDigits(mobile) : undefined} />
    </AuthShell>
  );
}
