import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerSessionNotice } from '@/features/admin/session/customer-session-notice';
import { StaffLoginForm } from '@/features/admin/session/staff-login-form';
import { AuthShell } from '@/features/auth/auth-shell';
import { firstParam } from '@/lib/next-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminShell.login');
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The staff's own sign-in, apart from the customers' `/profileLogin`. */
export default async function StaffLoginPage({ searchParams }: Props) {
  const next = firstParam((await searchParams).next);
  const t = await getTranslations('adminShell');
  return (
    <main id="main">
      <AuthShell title={t('login.title')} brand={t('brand')} intro={t('login.intro')}>
        <CustomerSessionNotice />
        <StaffLoginForm next={next} />
      </AuthShell>
    </main>
  );
}
