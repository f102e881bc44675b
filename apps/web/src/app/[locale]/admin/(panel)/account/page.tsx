import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountSecurity } from '@/features/admin/account/account-security';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminPeople');
  return { title: t('titles.account') };
}

export default function AccountPage() {
  return <AccountSecurity />;
}
