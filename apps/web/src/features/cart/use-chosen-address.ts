'use client';

import { chooseAddress, useCustomerAddresses } from '@/features/address/addresses-query';
import { type SessionUser, useSession } from '@/features/session/session-store';

/**
 * The address the order goes to (the remembered one, else the default, else the first): the cart
 * is priced for its PIN code. `settled` once the addresses have answered (or failed to).
 */
export function useChosenAddress(user: SessionUser | undefined) {
  const rememberedId = useSession((s) => s.addressId);
  const addresses = useCustomerAddresses(user?.id ?? 0, { enabled: user !== undefined });
  const address = addresses.data ? chooseAddress(addresses.data, rememberedId) : undefined;
  return { address, settled: !addresses.isPending };
}
