'use client';

import { useState } from 'react';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { dayAfter, formatDay, indiaToday } from '@/lib/format';
import { DayField } from './day-field';
import { RouteSummaries } from './route-summaries';
import { useRoutes } from './use-routes';

/** One day's routes of the signed-in delivery person. */
function DayRoutes({ title, date }: { title: string; date: string }) {
  const routes = useRoutes(date);
  const heading = `${title}, ${formatDay(date)}`;
  return (
    <AdminCard title={heading}>
      {routes.isError ? (
        <LoadError size="section" message={messageOf(routes.error)} onRetry={() => void routes.refetch()} />
      ) : routes.data ? (
        <RouteSummaries routes={routes.data} viewer="delivery" label={`Routes of ${heading}`} />
      ) : (
        <LoadingRows size="section" label={`Loading ${title.toLowerCase()}'s routes`} />
      )}
    </AdminCard>
  );
}

/**
 * `/admin/my-routes`: where a delivery person lands: today's and tomorrow's routes in their
 * areas, and any other day they pick.
 */
export function MyRoutes() {
  const today = indiaToday();
  const tomorrow = dayAfter(today);
  const [other, setOther] = useState(dayAfter(today, 2));
  return (
    <AdminPage title="My routes">
      <DayRoutes title="Today" date={today} />
      <DayRoutes title="Tomorrow" date={tomorrow} />
      <DayField date={other} onChange={setOther} label="Another day" />
      {other !== today && other !== tomorrow && <DayRoutes title="That day" date={other} />}
    </AdminPage>
  );
}
