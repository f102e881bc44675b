import type { Metadata } from 'next';
import { ClosedDayForm } from '@/features/admin/delivery/closed-day-form';
import { ClosedDayList } from '@/features/admin/delivery/closed-day-list';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Closed days' };

/** `/admin/closed-days`: holidays without delivery, for every area or one. */
export default function ClosedDaysPage() {
  return (
    <AdminPage title="Closed days">
      <AdminCard title="Close a day">
        <ClosedDayForm />
      </AdminCard>
      <AdminCard title="Upcoming closed days">
        <ClosedDayList />
      </AdminCard>
    </AdminPage>
  );
}
