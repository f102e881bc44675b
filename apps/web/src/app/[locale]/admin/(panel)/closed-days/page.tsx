import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClosedDayForm } from '@/features/admin/delivery/closed-day-form';
import { ClosedDayList } from '@/features/admin/delivery/closed-day-list';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminDelivery.closedDays');
  return { title: t('title') };
}

/** `/admin/closed-days`: holidays without delivery, for every area or one. */
export default async function ClosedDaysPage() {
  const t = await getTranslations('adminDelivery.closedDays');
  return (
    <AdminPage title={t('title')}>
      <AdminCard title={t('closeADay')}>
        <ClosedDayForm />
      </AdminCard>
      <AdminCard title={t('upcoming')}>
        <ClosedDayList />
      </AdminCard>
    </AdminPage>
  );
}
