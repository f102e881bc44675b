import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewCustomerPage } from '@/features/admin/customers/new-customer-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminPeople');
  return { title: t('titles.newCustomer') };
}

export default function NewCustomer() {
  return <NewCustomerPage />;
}
