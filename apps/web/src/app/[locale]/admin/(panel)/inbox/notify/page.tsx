import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InboxTabs } from '@/features/admin/inbox/inbox-tabs';
import { NotifyProducts } from '@/features/admin/inbox/notify-products';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminInbox');
  return { title: t('notifyTitle') };
}

export default async function NotifyRequestsPage() {
  const t = await getTranslations('adminInbox');
  return (
    <AdminPage title={t('title')}>
      <InboxTabs />
      <p>{t('notifyIntro')}</p>
      <NotifyProducts />
    </AdminPage>
  );
}
