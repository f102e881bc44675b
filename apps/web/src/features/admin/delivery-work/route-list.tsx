'use client';

import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { DayField } from './day-field';
import { RouteSummaries } from './route-summaries';
import { useDeliveryDay } from './use-delivery-day';
import { useRoutes } from './use-routes';

/** `/admin/routes?date=`: a day's routes, one per own-delivery area and slot that has stops. */
export function RouteList() {
  const { date, setDate } = useDeliveryDay();
  const routes = useRoutes(date);
  return (
    <AdminPage title="Routes">
      <DayField date={date} onChange={setDate} />
      <AdminCard>
        {routes.isError ? (
          <LoadError size="section" message={messageOf(routes.error)} onRetry={() => void routes.refetch()} />
        ) : routes.data ? (
          <RouteSummaries routes={routes.data} viewer="staff" label="Routes of the day" />
        ) : (
          <LoadingRows size="section" label="Loading the routes" />
        )}
      </AdminCard>
    </AdminPage>
  );
}
