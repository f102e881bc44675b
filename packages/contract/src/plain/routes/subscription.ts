import { route } from '../http';

const CHANGE_ERRORS = ['SUBSCRIPTION_CUTOFF_PASSED'] as const;

/**
 * Milk every morning (issue 34): a customer's standing orders, their calendar and the changes they
 * make until each day's cut-off; staff choose which products may be subscribed to.
 */
export const subscriptionRoutes = {
  createSubscription: route('POST', '/subscriptions', 'customer', {
    summary:
      'Subscribes the signed-in customer: an address in an own-delivery area, one of its slots, a start day ' +
      'and a pattern of products',
    errors: [
      'SUBSCRIPTION_NEEDS_OWN_DELIVERY',
      'NOT_SUBSCRIBABLE',
      'SUBSCRIPTION_CUTOFF_PASSED',
      'SLOT_UNAVAILABLE',
    ],
  }),
  listSubscriptions: route('GET', '/subscriptions', 'customer', {
    summary: "The signed-in customer's subscriptions, newest first",
  }),
  subscriptionCalendar: route('GET', '/subscriptions/:id/calendar', 'customer', {
    summary: 'The next days (?days=14) of a subscription: what comes, or why nothing, and the cut-off',
  }),
  skipSubscriptionDay: route('POST', '/subscriptions/:id/skip', 'customer', {
    summary: 'Skips one day, until its cut-off',
    errors: CHANGE_ERRORS,
  }),
  setSubscriptionDayQuantity: route('POST', '/subscriptions/:id/day-quantity', 'customer', {
    summary: "Sets one product's quantity on one day (0 leaves it out), until the day's cut-off",
    errors: CHANGE_ERRORS,
  }),
  pauseSubscription: route('POST', '/subscriptions/:id/pause', 'customer', {
    summary: 'Pauses from a day until a day (or until resumed), until the first day’s cut-off',
    errors: CHANGE_ERRORS,
  }),
  resumeSubscription: route('POST', '/subscriptions/:id/resume', 'customer', {
    summary: 'Ends any pause from a day on, until that day’s cut-off',
    errors: CHANGE_ERRORS,
  }),
  changeSubscriptionPattern: route('POST', '/subscriptions/:id/pattern', 'customer', {
    summary: 'A new pattern from a day on; the days before keep the old one',
    errors: [...CHANGE_ERRORS, 'NOT_SUBSCRIBABLE'],
  }),
  cancelSubscription: route('POST', '/subscriptions/:id/cancel', 'customer', {
    summary: 'Ends the subscription from a day on, until that day’s cut-off',
    errors: CHANGE_ERRORS,
  }),
  listSubscribableProducts: route('GET', '/subscription-products', 'public', {
    summary: 'The products customers may subscribe to',
  }),
  setProductSubscribable: route('PUT', '/subscription-products/:productId', 'staff', {
    summary: 'Lets customers subscribe to a product, or stops new subscriptions to it',
  }),
};
