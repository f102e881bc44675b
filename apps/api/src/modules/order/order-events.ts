import type { OrderStatus, PaymentMethod, StopOutcome } from '@farm/contract';
import type { DOOR_PAYMENT_KINDS } from '@farm/contract/plain/delivery';
import type { Tx } from '../../db/client.js';
import type { OrderActor } from './order-actor.js';

type DoorPaymentKind = (typeof DOOR_PAYMENT_KINDS)[number];

/** Units of a product that an order's move counts, or puts back on the shelf. */
export type OrderUnits = { productId: number; quantity: number };

/** The order as it was before a move, for reactions that depend on it. */
export type MovedOrder = {
  id: number;
  paymentMethod: PaymentMethod;
  createdAt: Date;
  deliverySlotId: number | null;
  deliveryDate: string | null;
};

/**
 * What happens to an order, announced inside the transaction that did it (decision 0048). A
 * delivery, a cancellation and a return are `moved` to that status; `backInStock` lists what the
 * move puts back on the shelf by the one rule (order-put-back.service.ts), already counted.
 */
export type OrderEvent =
  | { type: 'placed'; orderId: number; status: OrderStatus }
  | { type: 'paid'; orderId: number; amount: number }
  | {
      type: 'moved';
      order: MovedOrder;
      from: OrderStatus;
      to: OrderStatus;
      /** Every line of the order, for a cancellation or a return; none otherwise. */
      lines: OrderUnits[];
      backInStock: OrderUnits[];
    }
  | {
      type: 'lines-returned';
      orderId: number;
      lines: OrderUnits[];
      restock: boolean;
      backInStock: OrderUnits[];
    }
  | { type: 'line-restocked'; orderId: number; backInStock: OrderUnits[] }
  | { type: 'refunded'; orderId: number; amount: number; reference: string; moneyKept: number }
  | {
      /**
       * Money a cash-on-delivery order brought in, recorded by staff or taken at the door (by cash
       * or UPI: `collectedBy`, null when staff recorded it); the payment module keeps its record.
       */
      type: 'cash-collected';
      orderId: number;
      amount: number;
      collectedBy: DoorPaymentKind | null;
      reference: string | null;
      note: string | null;
      actor: OrderActor;
    }
  | {
      type: 'marked-at-door';
      orderId: number;
      outcome: StopOutcome;
      actor: OrderActor;
      note: string | null;
      /** The shop's clock when the mark was made: the stop and the door rule record this instant. */
      at: Date;
    };

/** A module's reaction to order events; it runs inside the event's transaction, so a throw undoes the move. */
export type OrderSubscriber = { name: string; react(tx: Tx, event: OrderEvent): Promise<void> };

const subscribers: OrderSubscriber[] = [];

/**
 * Adds a reaction to every order event, after those added before (the app registers them at start
 * in a fixed order: modules/index.ts). One of the same name is replaced in its place, so building
 * the app twice does not react twice. Answers how to remove it.
 */
export function subscribeToOrderEvents(subscriber: OrderSubscriber): () => void {
  const at = subscribers.findIndex((s) => s.name === subscriber.name);
  if (at >= 0) subscribers[at] = subscriber;
  else subscribers.push(subscriber);
  return () => {
    const index = subscribers.indexOf(subscriber);
    if (index >= 0) subscribers.splice(index, 1);
  };
}

/** Runs each subscriber, one after the other in their order, inside the caller's transaction. */
export async function publishOrderEvent(tx: Tx, event: OrderEvent): Promise<void> {
  for (const subscriber of [...subscribers]) await subscriber.react(tx, event);
}
