import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InboxTabs } from '@/features/admin/inbox/inbox-tabs';
import { MessageList } from '@/features/admin/inbox/message-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminInbox');
  return { title: t('title') };
}

export default async function InboxPage() {
  const t = await getTranslations('adminInbox');
  return (
    <AdminPage title={t('title')}>
      <InboxTabs />
      <MessageList />
    </AdminPage>
  );
}
