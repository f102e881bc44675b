import type { Metadata } from 'next';
import { InboxTabs } from '@/features/admin/inbox/inbox-tabs';
import { NotifyProducts } from '@/features/admin/inbox/notify-products';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Notify requests' };

export default function NotifyRequestsPage() {
  return (
    <AdminPage title="Inbox">
      <InboxTabs />
      <p>Products customers asked to hear about when they are back in stock. Pick one to see who waits.</p>
      <NotifyProducts />
    </AdminPage>
  );
}
