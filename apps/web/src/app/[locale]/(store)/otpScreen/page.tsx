import { displayMobile, tenDigits } from '@farm/contract/plain/mobile';
import type { Metadata } from 'next';
import { AuthShell } from '@/features/auth/auth-shell';
import { OtpForm } from '@/features/auth/otp-form';
import { getShopSettings } from '@/features/settings/shop-settings';
import { Link } from '@/lib/i18n/navigation';
import { firstParam, safeNextPath } from '@/lib/next-path';
import { QueryScope } from '@/lib/query/query-scope';

export const metadata: Metadata = { title: 'Enter code', robots: { index: false } };

/** The code sent by SMS: `?mobile=<10 digits>&purpose=login|reset_password[&remember=1][&next=]`. */
export default async function OtpScreenPage({ searchParams }: PageProps<'/[locale]/otpScreen'>) {
  const [query, settings] = await Promise.all([searchParams, getShopSettings()]);
  const mobile = tenDigits(firstParam(query.mobile) ?? '');
  const purpose = firstParam(query.purpose) === 'reset_password' ? 'reset_password' : 'login';
  if (!/^[6-9]\d{9}$/.test(mobile)) {
    return (
      <AuthShell title="Enter code" brand={settings.farmName}>
        <p>We don&apos;t know which number to check the code for.</p>
        <p>
          <Link href="/profileLogin">Login with a code</Link> or{' '}
          <Link href="/forgetPassword">reset your password</Link>.
        </p>
      </AuthShell>
    );
  }
  const back = purpose === 'login' ? '/profileLogin' : '/forgetPassword';
  return (
    <AuthShell
      title={purpose === 'login' ? 'Login with code' : 'Reset password'}
      intro={
        <>
          Enter the 6-digit code we sent to <strong>{displayMobile(mobile)}</strong>.
        </>
      }
      brand={settings.farmName}
      footer={<Link href={back}>Use a different number</Link>}
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
