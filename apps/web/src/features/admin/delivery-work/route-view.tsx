import type { RouteQuery } from '@farm/contract';
import { getTranslations } from 'next-intl/server';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { type RouteViewer, routesHome } from './route-href';
import { RouteSheet } from './route-sheet';

type Params = Record<string, string | string[] | undefined>;
export type RouteViewProps = { searchParams: Promise<Params> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The route a page's address names (`?date&areaId&slotId`), or undefined when it names none. */
function routeOf(params: Params): RouteQuery | undefined {
  const date = one(params.date);
  const areaId = Number(one(params.areaId));
  const slotId = Number(one(params.slotId));
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (!Number.isSafeInteger(areaId) || areaId < 1 || !Number.isSafeInteger(slotId) || slotId < 1)
    return undefined;
  return { date, areaId, slotId };
}

/** A route's page (server side): reads which route from the address, then draws its sheet. */
export async function RouteView({ searchParams, viewer }: RouteViewProps & { viewer: RouteViewer }) {
  const route = routeOf(await searchParams);
  if (!route) {
    const t = await getTranslations('adminDelivery.routes');
    return (
      <AdminPage title={t('routeTitle')} back={{ href: routesHome(viewer), label: t('title') }}>
        <AdminCard>
          <p role="alert">{t('noRoute')}</p>
        </AdminCard>
      </AdminPage>
    );
  }
  return <RouteSheet route={route} viewer={viewer} />;
}
