import type { RouteOrderInput, RouteQuery, RouteSheet, RouteSummary } from '@farm/contract';
import { slotWindowText } from '@farm/contract/plain/delivery';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { bottlesAtStops } from '../bottle/index.js';
import {
  areasOf,
  linesOf,
  routeLabel,
  routeOrders,
  routeSummaries,
  saveStopPositions,
} from './delivery-work.repository.js';
import type { DeliveryWorkViewer } from './delivery-work-viewer.js';
import { linesByOrder, toStop } from './stop-rows.js';

/** The areas a viewer may see: every one for staff, their own for a delivery person. */
export async function visibleAreas(db: DbOrTx, viewer: DeliveryWorkViewer): Promise<number[] | undefined> {
  return viewer.role === 'delivery' ? areasOf(db, viewer.id) : undefined;
}

/** A day's routes: each own-delivery area's slot with orders booked in it. */
export async function routesOfDay(
  db: DbOrTx,
  viewer: DeliveryWorkViewer,
  day: string,
): Promise<RouteSummary[]> {
  const rows = await routeSummaries(db, day, await visibleAreas(db, viewer));
  return rows.map((row) => ({ ...row, date: day, window: row.window ?? '' }));
}

/** One route's sheet; a delivery person may open only their areas' routes. */
export async function routeSheet(
  db: DbOrTx,
  viewer: DeliveryWorkViewer,
  route: RouteQuery,
): Promise<RouteSheet> {
  const areas = await visibleAreas(db, viewer);
  if (areas && !areas.includes(route.areaId))
    throw forbidden('This route is not one of yours').worded({}, 'ROUTE_NOT_ONE_YOURS');
  const label = await routeLabel(db, route.areaId, route.slotId);
  if (!label) throw notFound('Route');
  const rows = await routeOrders(db, route);
  const byOrder = linesByOrder(
    await linesOf(
      db,
      rows.map((r) => r.orderId),
    ),
  );
  const bottles = await bottlesAtStops(db, rows);
  const stops = rows.map((row, i) => toStop(row, i + 1, byOrder, bottles));
  return {
    ...route,
    areaName: label.areaName,
    window: slotWindowText(label.startsAt, label.endsAt),
    stops,
    delivered: stops.filter((s) => s.status === 'DELIVERED').length,
    codToCollect: stops.reduce((sum, s) => sum + s.codToCollect, 0),
  };
}

/** Staff set the van's order: every stop of the route, each once. */
export async function orderRoute(
  db: Db,
  viewer: DeliveryWorkViewer,
  input: RouteOrderInput,
): Promise<RouteSheet> {
  const { orderIds, ...route } = input;
  if (new Set(orderIds).size !== orderIds.length) {
    throw badRequest('Name each stop once', [
      { field: 'orderIds', code: 'STOP_NAMED_TWICE', message: 'an order is named twice' },
    ]).worded({}, 'NAME_EACH_STOP_ONCE');
  }
  await db.transaction(async (tx) => {
    const onRoute = new Set((await routeOrders(tx, route)).map((r) => r.orderId));
    const stranger = orderIds.find((id) => !onRoute.has(id));
    if (stranger !== undefined) {
      throw conflict('NOT_ON_ROUTE', `Order ${stranger} is not on this route`, [
        {
          field: 'orderIds',
          code: 'ORDER_NOT_ON_ROUTE',
          params: { orderId: stranger },
          message: `order ${stranger} is not on this route`,
        },
      ]).worded({ stranger }, 'ORDER_STRANGER_NOT_ROUTE');
    }
    if (orderIds.length !== onRoute.size) {
      throw badRequest('Put every stop of the route in order', [
        {
          field: 'orderIds',
          code: 'STOPS_COUNT',
          params: { stops: onRoute.size, named: orderIds.length },
          message: `the route has ${onRoute.size} stops; ${orderIds.length} were named`,
        },
      ]).worded({}, 'PUT_EVERY_STOP_ROUTE_ORDER');
    }
    await saveStopPositions(tx, orderIds);
  });
  return routeSheet(db, viewer, route);
}
