import { z } from 'zod';
import { envelope, idParamsSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import {
  customerMessageListQuerySchema,
  customerMessageSchema,
  messagePreferencesSchema,
  messagePreferencesUpdateSchema,
} from '../notification';
import { notificationRoutes } from '../plain/routes/notification';

export const notificationEndpoints = endpointsOf('notification', notificationRoutes, {
  getMessagePreferences: { responses: { 200: envelope(messagePreferencesSchema) } },
  updateMessagePreferences: {
    body: messagePreferencesUpdateSchema,
    responses: { 200: envelope(messagePreferencesSchema) },
  },
  listOrderMessages: { params: idParamsSchema, responses: { 200: envelope(z.array(customerMessageSchema)) } },
  listWhatsappOutbox: {
    query: customerMessageListQuerySchema,
    responses: { 200: pagedEnvelope(customerMessageSchema) },
  },
});
