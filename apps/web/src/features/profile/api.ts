'use client';

import type {
  Address,
  AddressCreate,
  AddressUpdate,
  Customer,
  CustomerSession,
  NotifyRequest,
  Order,
} from '@farm/contract';
import { apiCall, apiData } from '@/lib/api/client';

/** Query keys of the signed-in customer's own data (the profile page's sections). */
export const profileKeys = {
  customer: (id: number) => ['customer', id] as const,
  addresses: (id: number) => ['addresses', id] as const,
  orders: (id: number) => ['orders', 'customer', id] as const,
  notifyRequests: (id: number) => ['notify-requests', id] as const,
};

export const PROFILE_PAGE_SIZE = 10;

export function getCustomer(id: number) {
  return apiData<Customer>(`/customer/${id}`);
}

export function updateCustomer(id: number, input: { name: string; email: string | null }) {
  return apiCall<Customer>(`/customer/${id}`, { method: 'PUT', body: input });
}

export function listAddresses(customerId: number) {
  return apiData<Address[]>(`/address/customer/${customerId}`);
}

export function createAddress(input: AddressCreate) {
  return apiCall<Address>('/address', { method: 'POST', body: input });
}

export function updateAddress(id: number, input: AddressUpdate) {
  return apiCall<Address>(`/address/${id}`, { method: 'PUT', body: input });
}

export function deleteAddress(id: number) {
  return apiCall<null>(`/address/${id}`, { method: 'DELETE' });
}

export function listOrders(customerId: number, page: number) {
  return apiCall<Order[]>(`/orders/customer/${customerId}?page=${page}&size=${PROFILE_PAGE_SIZE}`);
}

/** A customer may cancel while the order is PLACED or CONFIRMED (the server decides). */
export function cancelOrder(id: number) {
  return apiCall<Order>(`/orders/${id}`, { method: 'PUT', body: { status: 'CANCELLED' } });
}

export function listNotifyRequests(customerId: number, page: number) {
  return apiCall<NotifyRequest[]>(
    `/customer/notify-products/${customerId}?page=${page}&size=${PROFILE_PAGE_SIZE}`,
  );
}

/** Moves the account to a new number, proven by the code sent there; answers a fresh session. */
export function changeMobileNumber(input: {
  id: number;
  mobileNumber: string;
  otp: string;
  rememberMe: boolean;
}) {
  const query = new URLSearchParams({ mobileNumber: input.mobileNumber, id: String(input.id) });
  return apiCall<CustomerSession>(`/customer/change-Number?${query}`, {
    method: 'PUT',
    body: { otp: input.otp, rememberMe: input.rememberMe },
  });
}
