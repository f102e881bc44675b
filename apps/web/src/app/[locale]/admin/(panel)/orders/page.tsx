import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { DayInvoices } from '@/features/admin/orders/day-invoices';
import { OrderList } from '@/features/admin/orders/order-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminOrders');
  return { title: t('title') };
}

export default async function OrdersPage() {
  const t = await getTranslations('adminOrders');
  return (
    <AdminPage
      title={t('title')}
      actions={<ButtonLink href="/admin/orders/new">{t('newPhoneOrder')}</ButtonLink>}
    >
      <DayInvoices />
      <OrderList />
    </AdminPage>
  );
}
