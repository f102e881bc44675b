'use client';

import type { RouteQuery, RouteSheet as Sheet } from '@farm/contract';
import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileDown, Printer } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { useFileDownload } from '@/lib/api/use-file-download';
import { formatDay, formatPaise } from '@/lib/format';
import styles from './delivery-work.module.css';
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
  const queryClient = useQueryClient();
  const { busy, download } = useFileDownload();
  const sheet = useQuery({
    queryKey: routeSheetKey(route),
    queryFn: () => staffData(deliveryWorkRoutes.getRouteSheet, { query: route }),
  });
  const back = {
    href: `${routesHome(viewer)}${viewer === 'staff' ? `?date=${route.date}` : ''}`,
    label: viewer === 'staff' ? 'Routes' : 'My routes',
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
            () => staffFile(deliveryWorkRoutes.getRouteSheetPdf, { query: route }),
            `route-${route.date}-${route.areaId}-${route.slotId}.pdf`,
          )
        }
      >
        <FileDown aria-hidden="true" size={16} /> {busy ? 'Preparing…' : 'Download PDF'}
      </button>
      <button type="button" className={buttonClass('secondary', ['compact'])} onClick={() => window.print()}>
        <Printer aria-hidden="true" size={16} /> Print
      </button>
    </div>
  );
  const data = sheet.data;
  return (
    <AdminPage title={data ? `${data.areaName} · ${data.window}` : 'Route'} back={back} actions={actions}>
      <div className={styles.sheet}>
        {sheet.isError ? (
          <LoadError message={messageOf(sheet.error)} onRetry={() => void sheet.refetch()} />
        ) : !data ? (
          <LoadingRows label="Loading the route" />
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
  return (
    <p className={styles.sheetFacts}>
      {formatDay(sheet.date)} · {sheet.stops.length} {sheet.stops.length === 1 ? 'stop' : 'stops'} ·{' '}
      {sheet.delivered} delivered
      {sheet.codToCollect > 0 && <> · cash to collect {formatPaise(sheet.codToCollect)}</>}
    </p>
  );
}
