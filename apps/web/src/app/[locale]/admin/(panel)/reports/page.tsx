import type { Metadata } from 'next';
import { ReportsScreen } from '@/features/admin/reports/reports-screen';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Reports' };

export default function ReportsPage() {
  return (
    <AdminPage title="Reports">
      <ReportsScreen />
    </AdminPage>
  );
}
