'use client';

import type { OrderBreakdown, PhoneOrderQuote } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isProblem } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';

type Line = { productId: number; quantity: number | undefined };

/** The shop's price of the phone order, and what it said of the coupon asked about. */
export type QuotedOrder = {
  breakdown: OrderBreakdown;
  /** The coupon code this answer was asked with (null: none). */
  couponCode: string | null;
  /** Why that coupon takes nothing off, in the shop's words; the breakdown is then without it. */
  couponProblem: string | null;
};

/**
 * The quote answers 409 COUPON_INVALID for a code that does not apply, with no breakdown: it is
 * asked again without the code, so the caller still hears a total while staff read why.
 */
async function quote(body: PhoneOrderQuote): Promise<QuotedOrder> {
  const couponCode = body.couponCode ?? null;
  try {
    const breakdown = await staffData(orderRoutes.quotePhoneOrder, { body });
    return { breakdown, couponCode, couponProblem: null };
  } catch (error) {
    if (!isProblem(error, orderRoutes.quotePhoneOrder, 'COUPON_INVALID')) throw error;
    const { couponCode: _refused, ...withoutCoupon } = body;
    const breakdown = await staffData(orderRoutes.quotePhoneOrder, { body: withoutCoupon });
    return { breakdown, couponCode, couponProblem: error.fieldMessage('couponCode') ?? error.message };
  }
}

function quoteQuery(customerId: number | undefined, lines: Line[], couponCode: string | null) {
  const productDetails = lines.map((l) => ({ productId: l.productId, quantity: l.quantity ?? 0 }));
  return queryOptions({
    queryKey: ['admin', 'phone-order-quote', customerId ?? null, productDetails, couponCode],
    queryFn: () =>
      quote({
        ...(customerId !== undefined ? { customerId } : {}),
        productDetails,
        ...(couponCode ? { couponCode } : {}),
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * What the phone order costs now, as the shop prices it (`POST /orders/quote`: offers, coupon,
 * delivery): the screen shows the API's numbers and never adds them up itself (DESIGN §8). Asked
 * again when a line, a quantity, the customer or the coupon changes; the last answer stays on
 * screen meanwhile. A coupon is applied only when the shop says it takes something off, as the
 * cart's is; once applied it stays, and the quote says when it stops applying.
 */
export function usePhoneOrderQuote(customerId: number | undefined, lines: Line[]) {
  const queryClient = useQueryClient();
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const askable =
    lines.length > 0 && lines.every((l) => Number.isInteger(l.quantity) && (l.quantity ?? 0) >= 1);
  const query = useQuery({ ...quoteQuery(customerId, lines, couponCode), enabled: askable });

  /** Applies `code` unless the shop says it does not apply now; answers why not, or null. */
  const applyCoupon = async (code: string): Promise<string | null> => {
    // With a quantity still being typed there is nothing to price yet: the quote checks it later.
    if (askable) {
      const answer = await queryClient.fetchQuery(quoteQuery(customerId, lines, code));
      if (answer.couponProblem) return answer.couponProblem;
    }
    setCouponCode(code);
    return null;
  };

  return { query, couponCode, applyCoupon, removeCoupon: () => setCouponCode(null) };
}

export type PhoneOrderQuoteState = ReturnType<typeof usePhoneOrderQuote>;
