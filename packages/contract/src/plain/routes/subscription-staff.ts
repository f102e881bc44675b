import { route } from '../http';

const CHANGE_ERRORS = ['SUBSCRIPTION_CUTOFF_PASSED'] as const;

/**
 * Staff on a customer's call (issue 34.6): the list with filters, one customer's subscriptions with
 * their calendars and wallet, and the customer's changes made by staff (who did it is recorded).
 */
export const subscriptionStaffRoutes = {
  listStaffSubscriptions: route('GET', '/admin/subscriptions', 'staff', {
    summary:
      'Subscriptions, newest first, filtered by area, slot, product, status, paused today, low balance ' +
      '(the wallet will not cover the next `lowBalanceDays`) or the customer',
  }),
  staffCustomerSubscriptions: route('GET', '/admin/subscriptions/customers/:customerId', 'staff', {
    summary: "One customer's subscriptions with their next 14 days, and their wallet's balance and ledger",
  }),
  staffSkipSubscriptionDay: route('POST', '/admin/subscriptions/:id/skip', 'staff', {
    summary: "Skips one day on the customer's behalf, until its cut-off",
    errors: CHANGE_ERRORS,
  }),
  staffSetSubscriptionDayQuantity: route('POST', '/admin/subscriptions/:id/day-quantity', 'staff', {
    summary: "Sets one product's quantity on one day on the customer's behalf, until the day's cut-off",
    errors: CHANGE_ERRORS,
  }),
  staffPauseSubscription: route('POST', '/admin/subscriptions/:id/pause', 'staff', {
    summary: "Pauses from a day until a day (or until resumed) on the customer's behalf",
    errors: CHANGE_ERRORS,
  }),
  staffResumeSubscription: route('POST', '/admin/subscriptions/:id/resume', 'staff', {
    summary: "Ends any pause from a day on, on the customer's behalf",
    errors: CHANGE_ERRORS,
  }),
  staffChangeSubscriptionPattern: route('POST', '/admin/subscriptions/:id/pattern', 'staff', {
    summary: "A new pattern from a day on, on the customer's behalf",
    errors: [...CHANGE_ERRORS, 'NOT_SUBSCRIBABLE'],
  }),
  staffCancelSubscription: route('POST', '/admin/subscriptions/:id/cancel', 'staff', {
    summary: "Ends the subscription from a day on, on the customer's behalf",
    errors: CHANGE_ERRORS,
  }),
};
