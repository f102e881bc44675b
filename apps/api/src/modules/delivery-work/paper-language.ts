import type { Language, PackingList, RouteSheet, RouteSummary } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { findStaffUserById } from '../user/index.js';
import { findTamilAreaNames, findTamilProductNames } from './delivery-work.repository.js';

/**
 * The language a paper prints in (decision 0053): the one the page asked for (`?lang=`), else the
 * staff member's own (`staff_users.locale`, set by the switch), else English.
 */
export async function paperLanguage(
  db: DbOrTx,
  staffId: number,
  asked: Language | undefined,
): Promise<Language> {
  if (asked) return asked;
  return (await findStaffUserById(db, staffId))?.locale ?? 'en';
}

type Line = { productId: number; name: string };

/** Names a paper's lines in its language: a Tamil paper says a product's Tamil name where staff gave one. */
async function namerOf(db: DbOrTx, language: Language, lines: Line[]) {
  if (language === 'en') return <L extends Line>(line: L) => line;
  const names = await findTamilProductNames(db, [...new Set(lines.map((line) => line.productId))]);
  return <L extends Line>(line: L): L => ({ ...line, name: names.get(line.productId) ?? line.name });
}

export async function packingListIn(db: DbOrTx, list: PackingList, language: Language): Promise<PackingList> {
  const named = await namerOf(db, language, list.products);
  const tamilAreaName = await tamilAreaNamesOf(
    db,
    language,
    list.orders.flatMap((order) => (order.areaId === null ? [] : [order.areaId])),
  );
  return {
    ...list,
    products: list.products.map(named),
    orders: list.orders.map((order) => ({
      ...order,
      areaName: (order.areaId !== null && tamilAreaName(order.areaId)) || order.areaName,
      items: order.items.map(named),
    })),
  };
}

type AreaNamed = { areaId: number; areaName: string };

/** Areas' Tamil names where staff gave one, on a Tamil screen or paper; none on an English one. */
async function tamilAreaNamesOf(db: DbOrTx, language: Language, areaIds: readonly number[]) {
  if (language === 'en') return (_areaId: number): string | undefined => undefined;
  const names = await findTamilAreaNames(db, [...new Set(areaIds)]);
  return (areaId: number) => names.get(areaId);
}

/** Names routes' areas in a language: a Tamil screen or paper says an area's Tamil name where staff gave one. */
async function areaNamerOf(db: DbOrTx, language: Language, routes: readonly AreaNamed[]) {
  const tamilAreaName = await tamilAreaNamesOf(
    db,
    language,
    routes.map((route) => route.areaId),
  );
  return <R extends AreaNamed>(route: R): R => ({
    ...route,
    areaName: tamilAreaName(route.areaId) ?? route.areaName,
  });
}

export async function routeSheetIn(db: DbOrTx, sheet: RouteSheet, language: Language): Promise<RouteSheet> {
  const named = await namerOf(
    db,
    language,
    sheet.stops.flatMap((stop) => stop.items),
  );
  const areaNamed = await areaNamerOf(db, language, [sheet]);
  return areaNamed({
    ...sheet,
    stops: sheet.stops.map((stop) => ({ ...stop, items: stop.items.map(named) })),
  });
}

/** A day's routes with their areas named in a language (a screen's `?lang=`). */
export async function routesIn(
  db: DbOrTx,
  routes: RouteSummary[],
  language: Language,
): Promise<RouteSummary[]> {
  return routes.map(await areaNamerOf(db, language, routes));
}
