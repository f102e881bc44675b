'use client';

import { useEffect } from 'react';
import { useCustomerAddresses } from '@/features/address/addresses-query';
import { withQueryScope } from '@/lib/query/query-scope';

type Props = { customerId: number; onFound(pincode: string): void };

function Reader({ customerId, onFound }: Props) {
  const addresses = useCustomerAddresses(customerId);
  const pincode = addresses.data?.find((a) => a.isDefault)?.pincode ?? addresses.data?.[0]?.pincode;
  useEffect(() => {
    if (pincode) onFound(pincode);
  }, [pincode, onFound]);
  return null;
}

/** Reads a signed-in customer's addresses and hands on the default one's PIN code (it draws nothing). */
export const DefaultPincode = withQueryScope(Reader);
