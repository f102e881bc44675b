'use client';

import { orderRoutes } from '@farm/contract/plain/routes/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffData } from '@/lib/api/staff-client';

type Line = { productId: number; quantity: number | undefined };

/**
 * What the phone order costs now, as the shop prices it (`POST /orders/quote`: offers, delivery):
 * the screen shows the API's numbers and never adds them up itself (DESIGN §8). Asked again when a
 * line, a quantity or the customer changes; the last answer stays on screen meanwhile.
 */
export function usePhoneOrderQuote(customerId: number | undefined, lines: Line[]) {
  const complete = lines.every((l) => Number.isInteger(l.quantity) && (l.quantity ?? 0) >= 1);
  const productDetails = lines.map((l) => ({ productId: l.productId, quantity: l.quantity ?? 0 }));
  return useQuery({
    queryKey: ['admin', 'phone-order-quote', customerId ?? null, productDetails],
    queryFn: () =>
      staffData(orderRoutes.quotePhoneOrder, {
        body: { ...(customerId !== undefined ? { customerId } : {}), productDetails },
      }),
    enabled: lines.length > 0 && complete,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
