import { displayMobile, tenDigits } from '@farm/contract/plain/mobile';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/features/auth/auth-shell';
import { OtpForm } from '@/features/auth/otp-form';
import { getShopSettings } from '@/features/settings/shop-settings';
import { Link } from '@/lib/i18n/server-link';
import { firstParam, safeNextPath } from '@/lib/next-path';
import { QueryScope } from '@/lib/query/query-scope';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('otp.metaTitle'), robots: { index: false } };
}

/** The code sent by SMS: `?mobile=<10 digits>&purpose=login|reset_password[&remember=1][&next=]`. */
export default async function OtpScreenPage({ searchParams }: PageProps<'/[locale]/otpScreen'>) {
  const [query, settings, t] = await Promise.all([searchParams, getShopSettings(), getTranslations('auth')]);
  const mobile = tenDigits(firstParam(query.mobile) ?? '');
  const purpose = firstParam(query.purpose) === 'reset_password' ? 'reset_password' : 'login';
  if (!/^[6-9]\d{9}$/.test(mobile)) {
    return (
      <AuthShell title={t('otp.metaTitle')} brand={settings.farmName}>
        <p>{t('otp.unknownNumber')}</p>
        <p>
          <Link href="/profileLogin">{t('otp.loginWithCode')}</Link> {t('otp.or')}{' '}
          <Link href="/forgetPassword">{t('otp.resetYourPassword')}</Link>.
        </p>
      </AuthShell>
    );
  }
  const back = purpose === 'login' ? '/profileLogin' : '/forgetPassword';
  // The number is drawn bold where the language puts it in the sentence.
  const [before, after] = t.raw('otp.intro').split('{mobile}');
  return (
    <AuthShell
      title={purpose === 'login' ? t('otp.loginTitle') : t('otp.resetTitle')}
      intro={
        <>
          {before}
          <strong>{displayMobile(mobile)}</strong>
          {after}
        </>
      }
      brand={settings.farmName}
      footer={<Link href={back}>{t('otp.differentNumber')}</Link>}
    >
      <QueryScope>
        <OtpForm
          mobile={mobile}
          purpose={purpose}
          remember={firstParam(query.remember) === '1'}
          next={safeNextPath(firstParam(query.next))}
        />
      </QueryScope>
    </AuthShell>
  );
}
