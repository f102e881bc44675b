import type { CheckoutBody, Order } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { apiCall, apiData } from '@/lib/api/client';

/**
 * `POST /orders/products`: places one checkout (cash on delivery). The same `Idempotency-Key`
 * answers the first result again, so a retried or double-sent checkout places one order.
 */
export function placeOrder(input: {
  customerId: number;
  addressId: number;
  body: CheckoutBody;
  idempotencyKey: string;
}) {
  return apiCall(orderRoutes.placeOrder, {
    query: { customerId: input.customerId, addressId: input.addressId },
    body: input.body,
    headers: { 'idempotency-key': input.idempotencyKey },
  });
}

/** Query key of a customer's order history (the profile's list); placing an order makes it stale. */
export const customerOrdersKey = (customerId: number) => ['orders', 'customer', customerId] as const;

/** Query key of one placed checkout's orders. */
export const bundleKey = (cartBundleId: string) => ['order-bundle', cartBundleId] as const;

/** `GET /orders/bundle?cartBundleId`: the orders of one checkout (the customer's own only). */
export function fetchBundle(cartBundleId: string): Promise<Order[]> {
  return apiData(orderRoutes.getOrderBundle, { query: { cartBundleId } });
}

/** The customer's newest orders (the first page of their history, newest first). */
export function fetchRecentOrders(customerId: number) {
  return apiData(orderRoutes.listCustomerOrders, {
    params: { id: customerId },
    query: { page: 1, size: 10 },
  });
}

/** A customer may cancel while the order awaits payment, is placed or confirmed (the server decides). */
export function cancelOrder(id: number) {
  return apiCall(orderRoutes.changeOrderStatus, { params: { id }, body: { status: 'CANCELLED' } });
}

/** `POST /orders/{id}/buy-again`: the order's products still sold go into the cart; answers what changed. */
export function buyAgain(id: number) {
  return apiData(orderRoutes.buyAgain, { params: { id } });
}
