import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { AppError } from '../../lib/app-error.js';
import {
  placeStandingOrders,
  StandingBatchDeclined,
  type StandingOrderCommand,
  subscriptionChannel,
} from '../order/index.js';
import { debitMany } from '../wallet/index.js';
import type { DeliveryGroup } from './subscription-generation.repository.js';
import { recordDays } from './subscription-generation.repository.js';

/** A group's outcome in a batch: placed, placed before, or refused by the shop (recorded by the caller). */
export type BatchGroupOutcome = 'generated' | 'done-before' | { refused: AppError };

/**
 * Many groups of a run in one transaction (decision 0054, third addendum): the order module's
 * `placeStandingOrders` places them as `placeOrder` would one by one (the same keys, prices, stock
 * and slot), with the wallet's debits in one statement (`debitMany`: a day the balance cannot cover
 * is refused, not written) and the days' records in one. Throws when the batch cannot stand for the
 * one-by-one outcome (the order module declined it; a day was recorded meanwhile by a refusal; a
 * fault): nothing of it is written, and the caller places its groups one by one.
 */
export async function generateBatch(
  db: Db,
  groups: readonly DeliveryGroup[],
  now: Date,
  monthlyBill: ReadonlySet<number>,
): Promise<BatchGroupOutcome[]> {
  const commands = groups.map((group) => deliveryCommandOf(group, now, monthlyBill));
  const outcomes = await placeStandingOrders(db, commands, {
    beforeWrite: async (tx, priced) => {
      const wallet = priced.filter(({ index }) => commands[index]?.channel.settlement === 'WALLET');
      const refused = await debitMany(
        tx,
        wallet.map(({ index, total }) => {
          const group = groups[index] as DeliveryGroup;
          return {
            customerId: commands[index]?.customerId as number,
            amount: total,
            reason: 'DELIVERY' as const,
            idempotencyKey: `delivery:${idsOf(group).join('+')}:${group.day}`,
            actor: 'SHOP' as const,
          };
        }),
      );
      // debitMany answers by its own positions: back to the batch's.
      return new Map([...refused].map(([at, error]) => [wallet[at]?.index as number, error]));
    },
    alongside: async (tx, placed) => {
      const records = placed.flatMap(({ index, orderId, total }) => {
        const group = groups[index] as DeliveryGroup;
        return group.subscriptions.map((s) => ({
          subscriptionId: s.id,
          day: group.day,
          outcome: 'GENERATED' as const,
          orderId,
          amount: total,
        }));
      });
      // A day recorded meanwhile (a refusal by another run): the batch is placed one by one instead.
      if (records.length > 0 && (await recordDays(tx, records)) !== records.length)
        throw new StandingBatchDeclined('a day of the batch was recorded meanwhile');
    },
  });
  return outcomes.map((outcome) => {
    if (outcome.kind === 'placed') return 'generated';
    if (outcome.kind === 'replayed') return 'done-before';
    return { refused: outcome.error };
  });
}

function idsOf(group: DeliveryGroup): number[] {
  return group.subscriptions.map((s) => s.id);
}

/**
 * The group's order, one by one (`generateGroup`'s `placeOrder`) or in a batch alike: one key per
 * customer's address, slot and day, and the hash of its subscriptions and lines.
 */
export function deliveryCommandOf(
  group: DeliveryGroup,
  now: Date,
  monthlyBill: ReadonlySet<number>,
): StandingOrderCommand {
  const [first] = group.subscriptions;
  if (!first) throw new Error('a delivery group without a subscription');
  const { customer, address } = first;
  const ids = idsOf(group);
  const lines = [...group.lines].map(([productId, quantity]) => ({ productId, quantity }));
  return {
    channel: subscriptionChannel(monthlyBill.has(customer.id) ? 'MONTHLY_BILL' : 'WALLET'),
    customerId: customer.id,
    buyer: {
      customer: { id: customer.id, name: customer.name, mobileNumber: customer.mobileNumber },
      shippingAddress: { ...address, line2: address.line2 ?? null, landmark: address.landmark ?? null },
    },
    lines,
    note: null,
    delivery: { date: group.day, slotId: first.slotId },
    now,
    idempotency: {
      key: `${group.day}:${first.slotId}:${first.addressId}`,
      requestHash: createHash('sha256').update(JSON.stringify({ ids, lines })).digest('hex'),
    },
  };
}
