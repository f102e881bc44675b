'use client';

import type { Address, AddressCreate, AddressUpdate } from '@farm/contract';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiData } from '@/lib/api/client';

/** Query key of a customer's saved addresses (default first): the checkout and the profile share it. */
export const addressesKey = (customerId: number) => ['addresses', customerId] as const;

export function listAddresses(customerId: number) {
  return apiData(addressRoutes.listCustomerAddresses, { params: { id: customerId } });
}

/** `enabled: false` waits (e.g. until someone is signed in). */
export function useCustomerAddresses(customerId: number, { enabled = true } = {}) {
  return useQuery({ queryKey: addressesKey(customerId), queryFn: () => listAddresses(customerId), enabled });
}

/** `POST /address`: answers the new address and 'Address created successfully'. */
export function createAddress(address: AddressCreate) {
  return apiCall(addressRoutes.createAddress, { body: address });
}

export function updateAddress(id: number, input: AddressUpdate) {
  return apiCall(addressRoutes.updateAddress, { params: { id }, body: input });
}

export function deleteAddress(id: number) {
  return apiCall(addressRoutes.deleteAddress, { params: { id } });
}

/** The address to preselect: the remembered one if it is still there, else the default, else the first. */
export function chooseAddress(addresses: Address[], rememberedId: number | undefined): Address | undefined {
  return addresses.find((a) => a.id === rememberedId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
}
