import { createHash } from 'node:crypto';
import { OPEN_ORDER_STATUSES, type OrderStatus } from '@farm/contract/plain/statuses';
import type { DbOrTx } from '../client.js';
import { orderEvents, orderItems, orderPayments, orders } from '../schema.js';
import { type DemoOrder, demoOrders } from './data/orders.js';
import { demoProducts, productImageUrl } from './data/products.js';
import { demoSettings } from './data/settings.js';
import type { Person, Staff } from './seed-customers.js';

const HOUR = 60 * 60 * 1000;
/** How many hours after placing an order each later status was reached. */
const REACHED_AFTER: Partial<Record<OrderStatus, number>> = {
  CONFIRMED: 1,
  PACKED: 3,
  SHIPPED: 6,
  DELIVERED: 26,
};
const PATH: OrderStatus[] = ['PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED'];

/** A UUID that is the same on every run, so the demo is reproducible. */
function stableUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** An order whose goods were supplied (a cash order delivered): what GST invoices. */
export type SuppliedOrder = { orderId: number; suppliedAt: Date };

/** An order still on its way: what the delivery areas book (seed-routes). */
export type OpenOrder = { orderId: number; pincode: string; status: OrderStatus };

/** Past orders with their lines and timelines; answers the supplied ones and the open ones. */
export async function seedOrders(
  db: DbOrTx,
  now: Date,
  people: Person[],
  productIds: Map<string, number>,
  staff: Staff,
): Promise<{ supplied: SuppliedOrder[]; open: OpenOrder[] }> {
  const supplied: SuppliedOrder[] = [];
  const open: OpenOrder[] = [];
  for (const [index, order] of demoOrders.entries()) {
    const person = people[order.customer];
    if (!person) throw new Error(`Demo order ${index} has an unknown customer`);
    const lines = order.items.map(([code, quantity]) => lineOf(code, quantity, productIds));
    const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
    const threshold = demoSettings.freeDeliveryThreshold ?? Number.POSITIVE_INFINITY;
    const deliveryFee = subtotal >= threshold ? 0 : (demoSettings.deliveryFee ?? 0);
    const events = timelineOf(order, now, person, staff);
    // A delivered demo order's cash came in when it was delivered.
    const collected = order.status === 'DELIVERED';
    const [row] = await db
      .insert(orders)
      .values({
        cartBundleId: stableUuid(`demo-order-${index}`),
        customerId: person.id,
        status: order.status,
        paymentMethod: 'COD',
        paymentStatus: collected ? 'COD_COLLECTED' : 'COD_DUE',
        shippingAddress: person.snapshot,
        subtotal,
        deliveryFee,
        total: subtotal + deliveryFee,
        note: order.note ?? null,
        createdAt: events[0]?.createdAt ?? now,
        updatedAt: events.at(-1)?.createdAt ?? now,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('Demo order was not inserted');
    await db.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: row.id })));
    await db.insert(orderEvents).values(events.map((e) => ({ ...e, orderId: row.id })));
    if (collected) {
      const deliveredAt = events.at(-1)?.createdAt ?? now;
      await db.insert(orderPayments).values({
        orderId: row.id,
        status: 'COD_COLLECTED',
        amount: subtotal + deliveryFee,
        actorKind: 'staff',
        actorId: staff?.id ?? null,
        actorName: staff?.name ?? 'Farm Team',
        createdAt: deliveredAt,
      });
      supplied.push({ orderId: row.id, suppliedAt: deliveredAt });
    }
    if ((OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status)) {
      open.push({ orderId: row.id, pincode: person.snapshot.pincode, status: order.status });
    }
  }
  return { supplied, open };
}

function lineOf(code: string, quantity: number, productIds: Map<string, number>) {
  const product = demoProducts.find((p) => p.code === code);
  const productId = productIds.get(code);
  if (!product || productId === undefined) throw new Error(`Demo order names an unknown product ${code}`);
  return {
    productId,
    productCode: product.code,
    name: product.name,
    unit: product.unit,
    // As checkout keeps them: the product's name and unit in Tamil, for a Tamil page's order history.
    translations: product.ta ? { ta: { name: product.ta.name, unit: product.ta.unit } } : {},
    imageUrl: productImageUrl(product.code),
    unitPrice: product.price,
    quantity,
    lineTotal: product.price * quantity,
  };
}

function timelineOf(order: DemoOrder, now: Date, person: Person, staff: Staff) {
  const placedAt = now.getTime() - order.hoursAgo * HOUR;
  const byStaff = {
    actorKind: 'staff' as const,
    actorId: staff?.id ?? null,
    actorName: staff?.name ?? 'Farm Team',
  };
  const events = [
    {
      status: 'PLACED' as OrderStatus,
      note: null as string | null,
      actorKind: 'customer' as 'customer' | 'staff',
      actorId: person.id as number | null,
      actorName: person.name,
      createdAt: new Date(placedAt),
    },
  ];
  if (order.status === 'CANCELLED') {
    events.push({
      status: 'CANCELLED',
      note: order.cancelNote ?? null,
      actorKind: 'customer',
      actorId: person.id,
      actorName: person.name,
      createdAt: new Date(placedAt + 2 * HOUR),
    });
    return events;
  }
  for (const status of PATH.slice(1, PATH.indexOf(order.status) + 1)) {
    const after = REACHED_AFTER[status] ?? 0;
    events.push({ status, note: null, ...byStaff, createdAt: new Date(placedAt + after * HOUR) });
  }
  return events;
}
