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
    return { breakdown, couponCode, couponProblem: error.fieldText('couponCode') ?? error.message };
  }
}

/** Who orders and where it goes: the customer's offers, the PIN code's delivery area and its fee. */
type Buyer = { customerId: number | undefined; pincode: string | undefined };

function quoteQuery({ customerId, pincode }: Buyer, lines: Line[], couponCode: string | null) {
  const productDetails = lines.map((l) => ({ productId: l.productId, quantity: l.quantity ?? 0 }));
  return queryOptions({
    queryKey: ['admin', 'phone-order-quote', customerId ?? null, pincode ?? null, productDetails, couponCode],
    queryFn: () =>
      quote({
        ...(customerId !== undefined ? { customerId } : {}),
        ...(pincode !== undefined ? { pincode } : {}),
        productDetails,
        ...(couponCode ? { couponCode } : {}),
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * What the phone order costs now, as the shop prices it (`POST /orders/quote`: offers, coupon,
 * delivery to the chosen address's PIN code): the screen shows the API's numbers and never adds them
 * up itself (DESIGN §8). Asked again when a line, a quantity, the customer, the address or the coupon
 * changes; the last answer stays on
 * screen meanwhile. A coupon is applied only when the shop says it takes something off, as the
 * cart's is; once applied it stays, and the quote says when it stops applying.
 */
export function usePhoneOrderQuote(buyer: Buyer, lines: Line[]) {
  const queryClient = useQueryClient();
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const askable =
    lines.length > 0 && lines.every((l) => Number.isInteger(l.quantity) && (l.quantity ?? 0) >= 1);
  const query = useQuery({ ...quoteQuery(buyer, lines, couponCode), enabled: askable });

  /** Applies `code` unless the shop says it does not apply now; answers why not, or null. */
  const applyCoupon = async (code: string): Promise<string | null> => {
    // With a quantity still being typed there is nothing to price yet: the quote checks it later.
    if (askable) {
      const answer = await queryClient.fetchQuery(quoteQuery(buyer, lines, code));
      if (answer.couponProblem) return answer.couponProblem;
    }
    setCouponCode(code);
    return null;
  };

  return { query, couponCode, applyCoupon, removeCoupon: () => setCouponCode(null) };
}

export type PhoneOrderQuoteState = ReturnType<typeof usePhoneOrderQuote>;
