'use client';

import type { RouteQuery, RouteSheet as Sheet } from '@farm/contract';
import { slotWindowIn } from '@farm/contract/plain/delivery';
import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileDown, Printer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { useFileDownload } from '@/lib/api/use-file-download';
import { formatDay, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './delivery-work.module.css';
import { inLanguage } from './in-language';
import { type RouteViewer, routesHome } from './route-href';
import { RouteStops } from './route-stops';

export const routeSheetKey = (route: RouteQuery) => [
  'admin',
  'route',
  route.date,
  route.areaId,
  route.slotId,
];

/**
 * One route's page, for staff (who may also set the order of its stops) and for the delivery
 * person on their phone: the stops in the order the van takes them, each with what to hand over,
 * what to collect and the buttons to mark it. Printed, only the sheet shows.
 */
export function RouteSheet({ route, viewer }: { route: RouteQuery; viewer: RouteViewer }) {
  const t = useTranslations('adminDelivery');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { busy, download } = useFileDownload();
  const sheet = useQuery({
    queryKey: routeSheetKey(route),
    queryFn: () =>
      staffData(deliveryWorkRoutes.getRouteSheet, { query: { ...route, ...inLanguage(language) } }),
  });
  const back = {
    href: `${routesHome(viewer)}${viewer === 'staff' ? `?date=${route.date}` : ''}`,
    label: viewer === 'staff' ? t('routes.title') : t('myRoutes.title'),
  };
  const actions = (
    <div className={`${styles.sheetTools} ${styles.noPrint}`}>
      <button
        type="button"
        className={buttonClass('secondary', ['compact'])}
        disabled={busy}
        aria-busy={busy}
        onClick={() =>
          void download(
            () => staffFile(deliveryWorkRoutes.getRouteSheetPdf, { query: { ...route, lang: language } }),
            `route-${route.date}-${route.areaId}-${route.slotId}.pdf`,
          )
        }
      >
        <FileDown aria-hidden="true" size={16} /> {busy ? t('preparing') : t('downloadPdf')}
      </button>
      <button type="button" className={buttonClass('secondary', ['compact'])} onClick={() => window.print()}>
        <Printer aria-hidden="true" size={16} /> {t('print')}
      </button>
    </div>
  );
  const data = sheet.data;
  return (
    <AdminPage
      title={data ? `${data.areaName} · ${slotWindowIn(data.window, language)}` : t('routes.routeTitle')}
      back={back}
      actions={actions}
    >
      <div className={styles.sheet}>
        {sheet.isError ? (
          <LoadError message={messageOf(sheet.error)} onRetry={() => void sheet.refetch()} />
        ) : !data ? (
          <LoadingRows label={t('sheet.loading')} />
        ) : (
          <>
            <SheetFacts sheet={data} />
            <RouteStops
              sheet={data}
              canArrange={viewer === 'staff'}
              onSheet={(next) => queryClient.setQueryData(routeSheetKey(route), next)}
              onStopChanged={() => queryClient.invalidateQueries({ queryKey: ['admin'] })}
            />
          </>
        )}
      </div>
    </AdminPage>
  );
}

function SheetFacts({ sheet }: { sheet: Sheet }) {
  const t = useTranslations('adminDelivery.sheet');
  const language = useLanguage();
  const facts = {
    day: formatDay(sheet.date, language),
    stops: sheet.stops.length,
    delivered: sheet.delivered,
  };
  return (
    <p className={styles.sheetFacts}>
      {sheet.codToCollect > 0
        ? t('factsCash', { ...facts, amount: formatPaise(sheet.codToCollect) })
        : t('facts', facts)}
    </p>
  );
}
