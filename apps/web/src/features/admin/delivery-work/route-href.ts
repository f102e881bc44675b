import type { RouteQuery } from '@farm/contract';
import { MY_ROUTES_PATH } from '@/features/admin/shell/admin-nav';

/** Staff look at routes under `/admin/routes`; a delivery person at theirs under `/admin/my-routes`. */
export type RouteViewer = 'staff' | 'delivery';

export function routesHome(viewer: RouteViewer): string {
  return viewer === 'delivery' ? MY_ROUTES_PATH : '/admin/routes';
}

/** One route's page: `/admin/routes/view?date=2026-11-28&areaId=1&slotId=2`. */
export function routeHref(viewer: RouteViewer, route: RouteQuery): string {
  const query = new URLSearchParams({
    date: route.date,
    areaId: String(route.areaId),
    slotId: String(route.slotId),
  });
  return `${routesHome(viewer)}/view?${query}`;
}
