'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { dayAfter, formatDay, indiaToday } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { DayField } from './day-field';
import { RouteSummaries } from './route-summaries';
import { useRoutes } from './use-routes';

type Which = 'today' | 'tomorrow' | 'thatDay';

/** One day's routes of the signed-in delivery person. */
function DayRoutes({ which, date }: { which: Which; date: string }) {
  const t = useTranslations('adminDelivery.myRoutes');
  const language = useLanguage();
  const routes = useRoutes(date);
  const heading = t('heading', { title: t(which), day: formatDay(date, language) });
  return (
    <AdminCard title={heading}>
      {routes.isError ? (
        <LoadError size="section" message={messageOf(routes.error)} onRetry={() => void routes.refetch()} />
      ) : routes.data ? (
        <RouteSummaries routes={routes.data} viewer="delivery" label={t('routesOf', { heading })} />
      ) : (
        <LoadingRows size="section" label={t(`loading.${which}`)} />
      )}
    </AdminCard>
  );
}

/**
 * `/admin/my-routes`: where a delivery person lands: today's and tomorrow's routes in their
 * areas, and any other day they pick.
 */
export function MyRoutes() {
  const t = useTranslations('adminDelivery.myRoutes');
  const today = indiaToday();
  const tomorrow = dayAfter(today);
  const [other, setOther] = useState(dayAfter(today, 2));
  return (
    <AdminPage title={t('title')}>
      <DayRoutes which="today" date={today} />
      <DayRoutes which="tomorrow" date={tomorrow} />
      <DayField date={other} onChange={setOther} label={t('anotherDay')} />
      {other !== today && other !== tomorrow && <DayRoutes which="thatDay" date={other} />}
    </AdminPage>
  );
}
