import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/features/auth/auth-shell';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { getShopSettings } from '@/features/settings/shop-settings';
import { firstParam, safeNextPath } from '@/lib/next-path';
import { QueryScope } from '@/lib/query/query-scope';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('signUp.metaTitle'), robots: { index: false } };
}

/** Sign-up (no top bar, no footer: spec §2); `/sign-up` shows the same page. */
export default async function SignUpPage({ searchParams }: PageProps<'/[locale]/signUp'>) {
  const [query, settings, t] = await Promise.all([searchParams, getShopSettings(), getTranslations('auth')]);
  return (
    <AuthShell title={t('signUp.title')} intro={t('signUp.intro')} brand={settings.farmName}>
      <QueryScope>
        <SignUpForm next={safeNextPath(firstParam(query.next))} />
      </QueryScope>
    </AuthShell>
  );
}
