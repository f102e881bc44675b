'use client';

import type { MessagePreferences } from '@farm/contract';
import type { Language } from '@farm/contract/plain/languages';

import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { notificationRoutes } from '@farm/contract/plain/routes/notification';
import { notifyRoutes } from '@farm/contract/plain/routes/notify';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { customerOrdersKey } from '@/features/order/orders-api';
import { apiCall, apiData } from '@/lib/api/client';

/** Query keys of the signed-in customer's own data (the profile page's sections). */
export const profileKeys = {
  customer: (id: number) => ['customer', id] as const,
  orders: customerOrdersKey,
  notifyRequests: (id: number) => ['notify-requests', id] as const,
  messagePreferences: (id: number) => ['message-preferences', id] as const,
};

export const PROFILE_PAGE_SIZE = 10;

export function getCustomer(id: number) {
  return apiData(customerRoutes.getCustomer, { params: { id } });
}

export function updateCustomer(id: number, input: { name: string; email: string | null }) {
  return apiCall(customerRoutes.updateCustomer, { params: { id }, body: input });
}

/** The customer's language (issue 33): their messages are sent in it. */
export function updateCustomerLanguage(id: number, locale: Language) {
  return apiCall(customerRoutes.updateCustomer, { params: { id }, body: { locale } });
}

export function listOrders(customerId: number, page: number) {
  return apiCall(orderRoutes.listCustomerOrders, {
    params: { id: customerId },
    query: { page, size: PROFILE_PAGE_SIZE },
  });
}

export function listNotifyRequests(customerId: number, page: number) {
  return apiCall(notifyRoutes.listNotifyRequests, {
    params: { id: customerId },
    query: { page, size: PROFILE_PAGE_SIZE },
  });
}

/** Moves the account to a new number, proven by the code sent there; answers a fresh session. */
export function changeMobileNumber(input: {
  id: number;
  mobileNumber: string;
  otp: string;
  rememberMe: boolean;
}) {
  return apiCall(customerRoutes.changeCustomerNumber, {
    query: { mobileNumber: input.mobileNumber, id: input.id },
    body: { otp: input.otp, rememberMe: input.rememberMe },
  });
}

/** Everything the shop keeps about the signed-in customer (DPDP Act 2023), to save as a file. */
export function exportMyData() {
  return apiData(customerRoutes.exportMyData);
}

/** Closes the account with that code: every session ends; signing in within 30 days re-opens it. */
export function closeMyAccount(otp: string) {
  return apiCall(customerRoutes.closeAccount, { body: { otp } });
}

/** The customer's orders still on their way (the first 100), which keep an account from closing. */
export async function listOpenOrders(customerId: number) {
  const { response } = await apiCall(orderRoutes.listCustomerOrders, {
    params: { id: customerId },
    query: { page: 1, size: 100 },
  });
  return response.filter((order) => !SETTLED.includes(order.status));
}

const SETTLED: readonly string[] = ['DELIVERED', 'CANCELLED', 'RETURNED'];

/** The customer's message choices: WhatsApp (opt-in), the non-essential order updates, the evening reminder. */
/** The choices a customer ticks; the others come from the shop. */
export type MessagePreferenceChoice = Partial<
  Pick<MessagePreferences, 'whatsapp' | 'orderUpdates' | 'eveningReminders'>
>;

export function getMessagePreferences() {
  return apiData(notificationRoutes.getMessagePreferences);
}

export function updateMessagePreferences(input: MessagePreferenceChoice) {
  return apiCall(notificationRoutes.updateMessagePreferences, { body: input });
}
