import type { PackingList, RouteStop } from '@farm/contract';
import { iso } from '../../lib/dates.js';
import type { DayOrderRow, linesOf } from './delivery-work.repository.js';

type Line = Awaited<ReturnType<typeof linesOf>>[number];

/** Lines grouped by their order. */
export function linesByOrder(
  lines: Line[],
): Map<number, { productId: number; name: string; quantity: number }[]> {
  const byOrder = new Map<number, { productId: number; name: string; quantity: number }[]>();
  for (const { orderId, ...line } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push(line);
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/** Cash to take at the door: the total of a cash-on-delivery order not yet paid. */
export function cashToCollect(row: Pick<DayOrderRow, 'paymentMethod' | 'paymentStatus' | 'total'>) {
  return row.paymentMethod === 'COD' && row.paymentStatus === 'COD_DUE' ? row.total : 0;
}

/** The street, its second line and landmark, those given. */
function streetLinesOf(address: DayOrderRow['address']): string[] {
  return [address.line1, address.line2, address.landmark].filter((line): line is string =>
    Boolean(line?.trim()),
  );
}

function addressLinesOf(address: DayOrderRow['address']): string[] {
  return [...streetLinesOf(address), `${address.city}, ${address.state}`];
}

/** A maps search the phone's map app opens; a link, never fetched by the shop. */
function mapUrlOf(address: DayOrderRow['address']): string {
  const query = [...addressLinesOf(address), address.pincode].join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function toStop(
  row: DayOrderRow,
  position: number,
  lines: Map<number, RouteStop['items']>,
  bottles: ReadonlyMap<number, NonNullable<RouteStop['bottles']>> | null,
): RouteStop {
  return {
    orderId: row.orderId,
    position,
    status: row.status,
    customerName: row.address.name,
    phone: row.address.mobileNumber,
    addressLines: addressLinesOf(row.address),
    streetLines: streetLinesOf(row.address),
    city: row.address.city,
    state: row.address.state,
    pincode: row.address.pincode,
    mapUrl: mapUrlOf(row.address),
    items: lines.get(row.orderId) ?? [],
    total: row.total,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    codToCollect: cashToCollect(row),
    collectedBy: row.collectedBy ?? null,
    customerNote: row.customerNote,
    outcome: row.outcome ?? null,
    outcomeAt: iso(row.outcomeAt),
    outcomeBy: row.outcomeByName,
    note: row.note,
    subscription: Boolean(row.subscription),
    doorCredit: row.doorCredit ?? null,
    bottles: bottles ? (bottles.get(row.orderId) ?? { given: 0, collected: 0, balance: 0 }) : null,
  };
}

export function toPackingOrder(
  row: DayOrderRow,
  lines: Map<number, RouteStop['items']>,
  deliveryText: string,
): PackingList['orders'][number] {
  return {
    orderId: row.orderId,
    status: row.status,
    customerName: row.address.name,
    areaId: row.areaId,
    areaName: row.delivery?.areaName ?? null,
    kind: row.delivery?.kind ?? null,
    window: row.delivery?.window ?? null,
    deliveryText,
    items: lines.get(row.orderId) ?? [],
    total: row.total,
    paymentMethod: row.paymentMethod,
  };
}
