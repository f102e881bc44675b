import { z } from 'zod';
import { envelope, idParamsSchema } from '../common';
import { endpointsOf } from '../endpoint';
import { subscriptionRoutes } from '../plain/routes/subscription';
import {
  productIdParamsSchema,
  subscribableInputSchema,
  subscribableProductSchema,
  subscriptionCalendarQuerySchema,
  subscriptionCreateSchema,
  subscriptionDayInputSchema,
  subscriptionDayQuantitySchema,
  subscriptionDaySchema,
  subscriptionFromDaySchema,
  subscriptionPatternChangeSchema,
  subscriptionPauseSchema,
  subscriptionSchema,
} from '../subscription';

/** A change answers the next days' calendar, so the page shows its effect without asking again. */
const changed = { 200: envelope(z.array(subscriptionDaySchema)) };

export const subscriptionEndpoints = endpointsOf('subscription', subscriptionRoutes, {
  createSubscription: { body: subscriptionCreateSchema, responses: { 201: envelope(subscriptionSchema) } },
  listSubscriptions: { responses: { 200: envelope(z.array(subscriptionSchema)) } },
  subscriptionCalendar: {
    params: idParamsSchema,
    query: subscriptionCalendarQuerySchema,
    responses: { 200: envelope(z.array(subscriptionDaySchema)) },
  },
  skipSubscriptionDay: { params: idParamsSchema, body: subscriptionDayInputSchema, responses: changed },
  setSubscriptionDayQuantity: {
    params: idParamsSchema,
    body: subscriptionDayQuantitySchema,
    responses: changed,
  },
  pauseSubscription: { params: idParamsSchema, body: subscriptionPauseSchema, responses: changed },
  resumeSubscription: { params: idParamsSchema, body: subscriptionFromDaySchema, responses: changed },
  changeSubscriptionPattern: {
    params: idParamsSchema,
    body: subscriptionPatternChangeSchema,
    responses: changed,
  },
  cancelSubscription: { params: idParamsSchema, body: subscriptionFromDaySchema, responses: changed },
  listSubscribableProducts: { responses: { 200: envelope(z.array(subscribableProductSchema)) } },
  setProductSubscribable: {
    params: productIdParamsSchema,
    body: subscribableInputSchema,
    responses: { 200: envelope(subscribableProductSchema) },
  },
});
