import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { DayInvoices } from '@/features/admin/orders/day-invoices';
import { OrderList } from '@/features/admin/orders/order-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Orders' };

export default function OrdersPage() {
  return (
    <AdminPage title="Orders" actions={<ButtonLink href="/admin/orders/new">New phone order</ButtonLink>}>
      <DayInvoices />
      <OrderList />
    </AdminPage>
  );
}
