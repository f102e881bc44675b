import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InboxTabs } from '@/features/admin/inbox/inbox-tabs';
import { WhatsappOutbox } from '@/features/admin/inbox/whatsapp-outbox';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { AdminOnly } from '@/features/admin/users/admin-only';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminInbox');
  return { title: t('whatsappTitle') };
}

export default async function WhatsappOutboxPage() {
  const t = await getTranslations('adminInbox');
  return (
    <AdminOnly title={t('title')}>
      <AdminPage title={t('title')}>
        <InboxTabs />
        <p>{t('whatsappIntro')}</p>
        <WhatsappOutbox />
      </AdminPage>
    </AdminOnly>
  );
}
