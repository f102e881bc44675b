import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InboxTabs } from '@/features/admin/inbox/inbox-tabs';
import { SmsOutbox } from '@/features/admin/inbox/sms-outbox';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { AdminOnly } from '@/features/admin/users/admin-only';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminInbox');
  return { title: t('smsTitle') };
}

export default async function SmsOutboxPage() {
  const t = await getTranslations('adminInbox');
  return (
    <AdminOnly title={t('title')}>
      <AdminPage title={t('title')}>
        <InboxTabs />
        <p>{t('smsIntro')}</p>
        <SmsOutbox />
      </AdminPage>
    </AdminOnly>
  );
}
