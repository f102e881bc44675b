import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { SubscriptionList } from '@/features/admin/subscriptions/subscription-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSubscriptions');
  return { title: t('title') };
}

export default async function SubscriptionsPage() {
  const t = await getTranslations('adminSubscriptions');
  return (
    <AdminPage title={t('title')}>
      <SubscriptionList />
    </AdminPage>
  );
}
