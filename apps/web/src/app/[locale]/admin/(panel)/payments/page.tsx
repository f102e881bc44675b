import type { Metadata } from 'next';
import { PaymentList } from '@/features/admin/payments/payment-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Payments' };

export default function PaymentsPage() {
  return (
    <AdminPage title="Payments">
      <PaymentList />
    </AdminPage>
  );
}
