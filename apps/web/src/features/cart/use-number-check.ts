'use client';

import type { Customer } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { getCustomer, profileKeys } from '@/features/profile/api';
import type { SessionUser } from '@/features/session/session-store';
import { RetryLaterError } from '@/lib/api/client';
import { isProblem } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import type { Checkout } from './use-checkout';

/**
 * Whether the signed-in customer must prove their number before ordering (the shop refuses an
 * unverified one's checkout, 403 MOBILE_NOT_VERIFIED). Read from their profile; a refusal of the
 * checkout reads it again, so a stale profile still leads to the code panel. `verified` stores the
 * answer of the number check and clears the old refusal, so "Place order" works at once.
 */
export function useNumberCheck(user: SessionUser, checkout: Checkout) {
  const queryClient = useQueryClient();
  const key = profileKeys.customer(user.id);
  const profile = useQuery({ queryKey: key, queryFn: () => getCustomer(user.id) });
  const { error, reset } = checkout.placeOrder;
  const refused = isProblem(error, orderRoutes.placeOrder, 'MOBILE_NOT_VERIFIED');

  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: profileKeys.customer(user.id) });
  }, [refused, queryClient, user.id]);

  useCheckoutLimitToasts(error);

  return {
    needed: profile.data ? !profile.data.mobileVerified : refused,
    mobileNumber: profile.data?.mobileNumber ?? user.mobileNumber,
    verified: (customer: Customer) => {
      queryClient.setQueryData(key, customer);
      reset();
    },
  };
}

/**
 * The shop's limits on ordering, said where the customer looks: the cap on orders on their way
 * (409, the server's own sentence) and too many checkouts in an hour (429, with how long to wait).
 */
function useCheckoutLimitToasts(error: unknown) {
  const t = useWords('cart');
  useEffect(() => {
    if (isProblem(error, orderRoutes.placeOrder, 'TOO_MANY_OPEN_ORDERS')) {
      toast.error(error.message, { id: 'checkout-limit' });
    } else if (error instanceof RetryLaterError && error.status === 429) {
      toast.error(t('tooManyOrders', { wait: error.message }), { id: 'checkout-limit' });
    }
  }, [error, t]);
}
