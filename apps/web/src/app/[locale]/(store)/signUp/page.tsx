import type { Metadata } from 'next';
import { AuthShell } from '@/features/auth/auth-shell';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { getShopSettings } from '@/features/settings/shop-settings';
import { firstParam, safeNextPath } from '@/lib/next-path';
import { QueryScope } from '@/lib/query/query-scope';

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } };

/** Sign-up (no top bar, no footer: spec §2); `/sign-up` shows the same page. */
export default async function SignUpPage({ searchParams }: PageProps<'/[locale]/signUp'>) {
  const [query, settings] = await Promise.all([searchParams, getShopSettings()]);
  return (
    <AuthShell
      title="Create your account"
      intro="Order fresh from the farm and follow your deliveries."
      brand={settings.farmName}
    >
      <QueryScope>
        <SignUpForm next={safeNextPath(firstParam(query.next))} />
      </QueryScope>
    </AuthShell>
  );
}
