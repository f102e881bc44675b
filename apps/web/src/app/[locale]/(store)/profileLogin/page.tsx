import { tenDigits } from '@farm/contract/plain/mobile';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/features/auth/auth-shell';
import { LoginForm } from '@/features/auth/login-form';
import { languageAlternates } from '@/lib/i18n/alternates';
import { firstParam, safeNextPath } from '@/lib/next-path';
import { siteUrl } from '@/lib/site-url';

/** One login page for search engines, however it was reached: the canonical drops `next` and `mobile`. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('login.title'), alternates: await languageAlternates(`${await siteUrl()}/profileLogin`) };
}

/** Spec §2: the login, shown when not logged in (a signed-in customer goes on to /profilePage). */
export default async function ProfileLoginPage({ searchParams }: PageProps<'/[locale]/profileLogin'>) {
  const [query, t] = await Promise.all([searchParams, getTranslations('auth')]);
  const mobile = firstParam(query.mobile);
  return (
    <AuthShell title={t('login.title')} intro={t('login.intro')}>
      <LoginForm
        next={safeNextPath(firstParam(query.next))}
        mobile={mobile ? tenDigits(mobile) : undefined}
      />
    </AuthShell>
  );
}
