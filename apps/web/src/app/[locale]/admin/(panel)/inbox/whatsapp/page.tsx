import type { Metadata } from 'next';
import { InboxTabs } from '@/features/admin/inbox/inbox-tabs';
import { WhatsappOutbox } from '@/features/admin/inbox/whatsapp-outbox';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { AdminOnly } from '@/features/admin/users/admin-only';

export const metadata: Metadata = { title: 'WhatsApp outbox' };

export default function WhatsappOutboxPage() {
  return (
    <AdminOnly title="Inbox">
      <AdminPage title="Inbox">
        <InboxTabs />
        <p>
          Order messages to customers who chose WhatsApp. Without the WhatsApp Cloud API keys nothing leaves
          this machine; each order&rsquo;s page shows its messages on both channels with every attempt.
        </p>
        <WhatsappOutbox />
      </AdminPage>
    </AdminOnly>
  );
}
