import { z } from 'zod';
import { envelope, idParamsSchema, messageEnvelopeSchema } from '../common';
import {
  deliveryAreaInputSchema,
  deliveryAreaListQuerySchema,
  deliveryAreaSchema,
  deliveryCheckQuerySchema,
  deliveryCheckSchema,
  deliveryClosureCreateSchema,
  deliveryClosureSchema,
} from '../delivery';
import { endpointsOf } from '../endpoint';
import { deliveryRoutes } from '../plain/routes/delivery';

export const deliveryEndpoints = endpointsOf('delivery', deliveryRoutes, {
  checkDelivery: { query: deliveryCheckQuerySchema, responses: { 200: envelope(deliveryCheckSchema) } },
  listDeliveryAreas: {
    query: deliveryAreaListQuerySchema,
    responses: { 200: envelope(z.array(deliveryAreaSchema)) },
  },
  createDeliveryArea: { body: deliveryAreaInputSchema, responses: { 201: envelope(deliveryAreaSchema) } },
  updateDeliveryArea: {
    params: idParamsSchema,
    body: deliveryAreaInputSchema,
    responses: { 200: envelope(deliveryAreaSchema) },
  },
  deleteDeliveryArea: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
  listDeliveryClosures: { responses: { 200: envelope(z.array(deliveryClosureSchema)) } },
  createDeliveryClosure: {
    body: deliveryClosureCreateSchema,
    responses: { 201: envelope(deliveryClosureSchema) },
  },
  deleteDeliveryClosure: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
