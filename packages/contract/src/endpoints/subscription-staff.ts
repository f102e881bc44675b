import { z } from 'zod';
import { envelope, idParamsSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { subscriptionStaffRoutes } from '../plain/routes/subscription-staff';
import {
  subscriptionDayInputSchema,
  subscriptionDayQuantitySchema,
  subscriptionDaySchema,
  subscriptionFromDaySchema,
  subscriptionPatternChangeSchema,
  subscriptionPauseSchema,
} from '../subscription';
import {
  staffCustomerParamsSchema,
  staffCustomerSubscriptionsSchema,
  staffSubscriptionQuerySchema,
  staffSubscriptionRowSchema,
} from '../subscription-staff';

/** A change answers the next days' calendar, as the customer's own changes do. */
const changed = { 200: envelope(z.array(subscriptionDaySchema)) };

export const subscriptionStaffEndpoints = endpointsOf('subscription', subscriptionStaffRoutes, {
  listStaffSubscriptions: {
    query: staffSubscriptionQuerySchema,
    responses: { 200: pagedEnvelope(staffSubscriptionRowSchema) },
  },
  staffCustomerSubscriptions: {
    params: staffCustomerParamsSchema,
    responses: { 200: envelope(staffCustomerSubscriptionsSchema) },
  },
  staffSkipSubscriptionDay: { params: idParamsSchema, body: subscriptionDayInputSchema, responses: changed },
  staffSetSubscriptionDayQuantity: {
    params: idParamsSchema,
    body: subscriptionDayQuantitySchema,
    responses: changed,
  },
  staffPauseSubscription: { params: idParamsSchema, body: subscriptionPauseSchema, responses: changed },
  staffResumeSubscription: { params: idParamsSchema, body: subscriptionFromDaySchema, responses: changed },
  staffChangeSubscriptionPattern: {
    params: idParamsSchema,
    body: subscriptionPatternChangeSchema,
    responses: changed,
  },
  staffCancelSubscription: { params: idParamsSchema, body: subscriptionFromDaySchema, responses: changed },
});
