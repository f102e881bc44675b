'use client';

import { cartCouponBodySchema } from '@farm/contract';
import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import { applyCartCoupon } from './cart-api';
import { keepCart } from './cart-query';

/** A field's problem as the form's fields show it: the schema's code (or `server`) and its words. */
type Problem = { type: string; message: string };

/**
 * The coupon form's logic, loaded when its field is first focused (coupon-box.tsx): the code is
 * checked with the contract's schema, so zod stays out of the cart's first load (decision 0041).
 * Answers what to show: nothing once applied (the cart then shows the coupon), else the field's or
 * the form's problem.
 */
export async function applyCoupon(
  code: string,
  queryClient: QueryClient,
): Promise<{ codeError?: Problem | undefined; formError?: string | undefined }> {
  const parsed = cartCouponBodySchema.safeParse({ code });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { codeError: issue && { type: issue.code, message: issue.message } };
  }
  try {
    const { response, message } = await applyCartCoupon(parsed.data.code);
    keepCart(queryClient, response);
    toast.success(message ?? `Coupon ${parsed.data.code} applied`);
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
