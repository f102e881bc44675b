import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentList } from '@/features/admin/payments/payment-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminOrders');
  return { title: t('payments.title') };
}

export default async function PaymentsPage() {
  const t = await getTranslations('adminOrders.payments');
  return (
    <AdminPage title={t('title')}>
      <PaymentList />
    </AdminPage>
  );
}
