import type { BuyAgainChange, BuyAgainResult, OrderItem } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { type RefillOutcome, refillCart } from '../cart/index.js';
import { findOrder } from './order-read.repository.js';

/**
 * "Buy again" (issue 32.6): the order's products that are still sold go into the customer's cart
 * at today's prices, up to the ordered quantity and the stock; the answer names what differs from
 * the order, as kinds and values the storefront words. Asked twice, the cart and the answer are
 * those of asking once (decision 0050: the refill fills up to the order, it does not add).
 */
export async function buyAgain(db: Db, customerId: number, orderId: number): Promise<BuyAgainResult> {
  const order = await findOrder(db, orderId);
  // Another customer's order is "not found" like a missing one (decision 0010).
  if (!order || order.customer.id !== customerId) throw notFound('Order');
  const outcomes = await refillCart(
    db,
    customerId,
    order.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
  );
  return {
    added: outcomes.filter((o) => o.filled > 0).length,
    changes: order.items.flatMap((item, i) => {
      const outcome = outcomes[i];
      return outcome ? changesOf(item, outcome) : [];
    }),
  };
}

function changesOf(item: OrderItem, { product, filled, cartFull }: RefillOutcome): BuyAgainChange[] {
  const named = { productId: item.productId, name: product?.name ?? item.name };
  if (!product?.onSale) return [{ kind: 'NOT_SOLD', ...named }];
  if (cartFull) return [{ kind: 'CART_FULL', ...named }];
  const changes: BuyAgainChange[] = [];
  if (product.price !== item.unitPrice)
    changes.push({ kind: 'PRICE', ...named, was: item.unitPrice, now: product.price });
  if (filled < item.quantity)
    changes.push({ kind: 'FEWER', ...named, ordered: item.quantity, added: filled });
  return changes;
}
