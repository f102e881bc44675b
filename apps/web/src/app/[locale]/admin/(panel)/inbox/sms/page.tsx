import type { Metadata } from 'next';
import { InboxTabs } from '@/features/admin/inbox/inbox-tabs';
import { SmsOutbox } from '@/features/admin/inbox/sms-outbox';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { AdminOnly } from '@/features/admin/users/admin-only';

export const metadata: Metadata = { title: 'SMS outbox' };

export default function SmsOutboxPage() {
  return (
    <AdminOnly title="Inbox">
      <AdminPage title="Inbox">
        <InboxTabs />
        <p>
          Every text the shop sends: sign-in codes and back-in-stock news. With the default outbox provider
          nothing leaves this machine; the codes are read here. With a real SMS gateway the codes are masked.
        </p>
        <SmsOutbox />
      </AdminPage>
    </AdminOnly>
  );
}
