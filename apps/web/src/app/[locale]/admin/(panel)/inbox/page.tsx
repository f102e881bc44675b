import type { Metadata } from 'next';
import { InboxTabs } from '@/features/admin/inbox/inbox-tabs';
import { MessageList } from '@/features/admin/inbox/message-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Inbox' };

export default function InboxPage() {
  return (
    <AdminPage title="Inbox">
      <InboxTabs />
      <MessageList />
    </AdminPage>
  );
}
