'use client';

import { useTranslations } from 'next-intl';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { DayField } from './day-field';
import { RouteSummaries } from './route-summaries';
import { useDeliveryDay } from './use-delivery-day';
import { useRoutes } from './use-routes';

/** `/admin/routes?date=`: a day's routes, one per own-delivery area and slot that has stops. */
export function RouteList() {
  const t = useTranslations('adminDelivery.routes');
  const { date, setDate } = useDeliveryDay();
  const routes = useRoutes(date);
  return (
    <AdminPage title={t('title')}>
      <DayField date={date} onChange={setDate} />
      <AdminCard>
        {routes.isError ? (
          <LoadError size="section" message={messageOf(routes.error)} onRetry={() => void routes.refetch()} />
        ) : routes.data ? (
          <RouteSummaries routes={routes.data} viewer="staff" label={t('routesOfDay')} />
        ) : (
          <LoadingRows size="section" label={t('loading')} />
        )}
      </AdminCard>
    </AdminPage>
  );
}
