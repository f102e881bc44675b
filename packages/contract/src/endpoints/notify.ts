import { z } from 'zod';
import { envelope, idParamsSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { notifyRoutes } from '../plain/routes/notify';
import {
  notifyListQuerySchema,
  notifyProductParamsSchema,
  notifyProductQuerySchema,
  notifyProductSummarySchema,
  notifyQuerySchema,
  notifyRequestSchema,
  notifyWaitingSchema,
} from '../wishlist';

export const notifyEndpoints = endpointsOf('notify', notifyRoutes, {
  requestNotify: { query: notifyQuerySchema, responses: { 200: envelope(z.string()) } },
  withdrawNotify: { query: notifyQuerySchema, responses: { 200: envelope(z.string()) } },
  listNotifyRequests: {
    params: idParamsSchema,
    query: notifyListQuerySchema,
    responses: { 200: pagedEnvelope(notifyRequestSchema) },
  },
  listProductNotifyRequests: {
    params: notifyProductParamsSchema,
    query: notifyProductQuerySchema,
    responses: { 200: pagedEnvelope(notifyWaitingSchema) },
  },
  listNotifyProducts: {
    query: notifyListQuerySchema,
    responses: { 200: pagedEnvelope(notifyProductSummarySchema) },
  },
});
