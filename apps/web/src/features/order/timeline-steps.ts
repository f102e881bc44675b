import type { Order, OrderStatus } from '@farm/contract';

/** The road an order travels (DESIGN §4); CANCELLED and RETURNED leave it. */
export const ORDER_FLOW: readonly OrderStatus[] = ['PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED'];

export type TimelineStep = {
  status: OrderStatus;
  at: string | undefined;
  note: string | null;
  done: boolean;
};

/**
 * The steps to show: the whole road with the reached steps dated, or (for a cancelled or returned
 * order) what really happened.
 */
export function timelineSteps(order: Pick<Order, 'status' | 'timeline'>): TimelineStep[] {
  if (order.status === 'CANCELLED' || order.status === 'RETURNED') {
    return order.timeline.map((e) => ({ status: e.status, at: e.createdAt, note: e.note, done: true }));
  }
  const reached = new Map(order.timeline.map((e) => [e.status, e]));
  return ORDER_FLOW.map((status) => {
    const event = reached.get(status);
    return { status, at: event?.createdAt, note: event?.note ?? null, done: event !== undefined };
  });
}
