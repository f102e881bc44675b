import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { AddressList } from '@/features/admin/addresses/address-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminPeople');
  return { title: t('titles.addresses') };
}

export default async function AddressesPage() {
  const t = await getTranslations('adminPeople');
  return (
    <AdminPage
      title={t('titles.addresses')}
      actions={<ButtonLink href="/admin/addresses/new">{t('addresses.new')}</ButtonLink>}
    >
      <AddressList />
    </AdminPage>
  );
}
