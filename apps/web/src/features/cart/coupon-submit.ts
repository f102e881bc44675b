'use client';

import { cartCouponBodySchema } from '@farm/contract';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { type FieldProblem, problemOf } from '@/lib/forms/field-problem';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import { applyCartCoupon } from './cart-api';
import { keepCart } from './cart-query';

/**
 * The coupon form's logic, loaded when its field is first focused (coupon-box.tsx): the code is
 * checked with the contract's schema, so zod stays out of the cart's first load (decision 0041).
 * Answers what to show: nothing once applied (the cart then shows the coupon), else the field's or
 * the form's problem.
 */
export async function applyCoupon(
  code: string,
  queryClient: QueryClient,
  /** The toast once applied, in the page's language. */
  applied: (code: string) => string,
): Promise<{ codeError?: FieldProblem | undefined; formError?: string | undefined }> {
  const parsed = cartCouponBodySchema.safeParse({ code });
  if (!parsed.success) return { codeError: problemOf(parsed.error.issues[0]) };
  try {
    const { response } = await applyCartCoupon(parsed.data.code);
    keepCart(queryClient, response);
    toast.success(applied(parsed.data.code));
    return {};
  } catch (error) {
    const found = serverFieldErrors(error, ['code'] as const);
    const onField = found.fields[0];
    return {
      codeError: onField && { type: 'server', message: onField.message },
      formError: found.formError,
    };
  }
}
