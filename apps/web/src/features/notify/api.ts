'use client';

import { notifyRoutes } from '@farm/contract/plain/routes/notify';
import { MAX_WAITING_NOTIFY_REQUESTS } from '@farm/contract/plain/wishlist-limits';
import { apiData } from '@/lib/api/client';

/** "Notify me" for a sold-out product, for the signed-in customer (the API checks the id against the session). */

/** Answers the toast text (spec §8: the notify success shows the response body). */
export function requestNotify(customerId: number, productId: number): Promise<string> {
  return apiData(notifyRoutes.requestNotify, { query: { productId, customerId } });
}

/** Undoes "Notify me"; answers the toast text. */
export function withdrawNotify(customerId: number, productId: number): Promise<string> {
  return apiData(notifyRoutes.withdrawNotify, { query: { productId, customerId } });
}

/** The products the customer waits for now (a customer waits for at most 100 at once). */
export async function waitingProductIds(customerId: number): Promise<number[]> {
  const requests = await apiData(notifyRoutes.listNotifyRequests, {
    params: { id: customerId },
    query: { page: 1, size: MAX_WAITING_NOTIFY_REQUESTS },
  });
  return requests.filter((r) => r.status === 'waiting').map((r) => r.productId);
}
