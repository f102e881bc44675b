'use client';

import type { Address, AddressCreate } from '@farm/contract';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiData } from '@/lib/api/client';

/** Query key of a customer's saved addresses (default first). */
export const addressesKey = (customerId: number) => ['addresses', customerId] as const;

export function useCustomerAddresses(customerId: number) {
  return useQuery({
    queryKey: addressesKey(customerId),
    queryFn: () => apiData(addressRoutes.listCustomerAddresses, { params: { id: customerId } }),
  });
}

/** `POST /address`: answers the new address and 'Address created successfully'. */
export function createAddress(address: AddressCreate) {
  return apiCall(addressRoutes.createAddress, { body: address });
}

/** The address to preselect: the remembered one if it is still there, else the default, else the first. */
export function chooseAddress(addresses: Address[], rememberedId: number | undefined): Address | undefined {
  return addresses.find((a) => a.id === rememberedId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
}

/** One line for a radio label or a summary: "12 Gandhi Road, Landmark, Coimbatore, Tamil Nadu 641001". */
export function addressLine(
  address: Pick<Address, 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode'>,
) {
  return [address.line1, address.line2, address.landmark, address.city, `${address.state} ${address.pincode}`]
    .filter(Boolean)
    .join(', ');
}

/** `+919876543210` → `+91 98765 43210`; anything else as it is. */
export function formatMobile(mobile: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(mobile);
  return match ? `+91 ${match[1]} ${match[2]}` : mobile;
}
