'use client';

import type { BillCreditInput, WalletCreditInput } from '@farm/contract';
import { monthlyBillRoutes } from '@farm/contract/plain/routes/monthly-bill';
import { subscriptionStaffRoutes } from '@farm/contract/plain/routes/subscription-staff';
import { walletRoutes } from '@farm/contract/plain/routes/wallet';
import type { SubscriptionChange } from '@/features/subscription/subscription-api';
import { staffData } from '@/lib/api/staff-client';

/** Staff on a customer's call (issue 34.6): their subscriptions, calendars and wallet in one answer. */
export const customerSubscriptionsKey = (customerId: number) =>
  ['admin', 'subscriptions', 'customer', customerId] as const;

export function readCustomerSubscriptions(customerId: number) {
  return staffData(subscriptionStaffRoutes.staffCustomerSubscriptions, { params: { customerId } });
}

/** A change on the customer's behalf: the API records which staff member made it. */
export function changeForCustomer(id: number, change: SubscriptionChange) {
  const params = { id };
  switch (change.kind) {
    case 'SKIP':
      return staffData(subscriptionStaffRoutes.staffSkipSubscriptionDay, {
        params,
        body: { day: change.day },
      });
    case 'QUANTITY': {
      const { kind: _kind, ...body } = change;
      return staffData(subscriptionStaffRoutes.staffSetSubscriptionDayQuantity, { params, body });
    }
    case 'PAUSE': {
      const { kind: _kind, ...body } = change;
      return staffData(subscriptionStaffRoutes.staffPauseSubscription, { params, body });
    }
    case 'RESUME':
      return staffData(subscriptionStaffRoutes.staffResumeSubscription, {
        params,
        body: { fromDay: change.fromDay },
      });
    case 'PATTERN': {
      const { kind: _kind, ...body } = change;
      return staffData(subscriptionStaffRoutes.staffChangeSubscriptionPattern, { params, body });
    }
    case 'CANCEL':
      return staffData(subscriptionStaffRoutes.staffCancelSubscription, {
        params,
        body: { fromDay: change.fromDay },
      });
  }
}

/** A staff credit; the key made when the form opened makes a double click or a retry credit once. */
export function creditWallet(customerId: number, body: WalletCreditInput) {
  return staffData(walletRoutes.creditWallet, { params: { customerId }, body });
}

/** The customer's monthly bill (the same key as Admin → Customers' card: one answer for both). */
export const customerBillKey = (customerId: number) => ['admin', 'monthly-bill', customerId] as const;

export function readCustomerBill(customerId: number) {
  return staffData(monthlyBillRoutes.getCustomerMonthlyBill, { params: { customerId } });
}

/** A staff credit to a monthly-bill customer: off their bill, once per form key. */
export function creditBill(customerId: number, body: BillCreditInput) {
  return staffData(monthlyBillRoutes.recordBillCredit, { params: { customerId }, body });
}
