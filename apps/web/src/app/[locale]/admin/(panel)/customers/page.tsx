import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { CustomerList } from '@/features/admin/customers/customer-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminPeople');
  return { title: t('titles.customers') };
}

export default async function CustomersPage() {
  const t = await getTranslations('adminPeople');
  return (
    <AdminPage
      title={t('titles.customers')}
      actions={<ButtonLink href="/admin/customers/new">{t('customers.new')}</ButtonLink>}
    >
      <CustomerList />
    </AdminPage>
  );
}
