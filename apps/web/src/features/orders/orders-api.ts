import type { CheckoutBody, CheckoutResult, Order } from '@farm/contract';
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
  const query = new URLSearchParams({
    customerId: String(input.customerId),
    addressId: String(input.addressId),
  });
  return apiCall<CheckoutResult>(`/orders/products?${query}`, {
    method: 'POST',
    body: input.body,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

/** Query key of one placed checkout's orders. */
export const bundleKey = (cartBundleId: string) => ['order-bundle', cartBundleId] as const;

/** `GET /orders/bundle?cartBundleId`: the orders of one checkout (the customer's own only). */
export function fetchBundle(cartBundleId: string): Promise<Order[]> {
  return apiData<Order[]>(`/orders/bundle?cartBundleId=${encodeURIComponent(cartBundleId)}`);
}
