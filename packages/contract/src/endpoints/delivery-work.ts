import { z } from 'zod';
import { envelope, idParamsSchema } from '../common';
import {
  bulkOrderStatusInputSchema,
  bulkOrderStatusResultSchema,
  deliveryDayInLanguageSchema,
  deliveryPersonAreasInputSchema,
  deliveryPersonSchema,
  packingListSchema,
  packingPdfQuerySchema,
  routeOrderInputSchema,
  routeSheetPdfQuerySchema,
  routeSheetSchema,
  routeSummarySchema,
  stopOutcomeInputSchema,
} from '../delivery-work';
import { endpointsOf } from '../endpoint';
import { deliveryWorkRoutes } from '../plain/routes/delivery-work';

const pdf = z.unknown().meta({ description: 'application/pdf' });

export const deliveryWorkEndpoints = endpointsOf('delivery', deliveryWorkRoutes, {
  getPackingList: { query: deliveryDayInLanguageSchema, responses: { 200: envelope(packingListSchema) } },
  getPackingListPdf: { query: packingPdfQuerySchema, responses: { 200: pdf } },
  listRoutes: {
    query: deliveryDayInLanguageSchema,
    responses: { 200: envelope(z.array(routeSummarySchema)) },
  },
  getRouteSheet: { query: routeSheetPdfQuerySchema, responses: { 200: envelope(routeSheetSchema) } },
  getRouteSheetPdf: { query: routeSheetPdfQuerySchema, responses: { 200: pdf } },
  orderRoute: { body: routeOrderInputSchema, responses: { 200: envelope(routeSheetSchema) } },
  markStop: {
    params: idParamsSchema,
    body: stopOutcomeInputSchema,
    responses: { 200: envelope(routeSheetSchema.shape.stops.element) },
  },
  bulkOrderStatus: {
    body: bulkOrderStatusInputSchema,
    responses: { 200: envelope(bulkOrderStatusResultSchema) },
  },
  listDeliveryPeople: { responses: { 200: envelope(z.array(deliveryPersonSchema)) } },
  setDeliveryPersonAreas: {
    params: idParamsSchema,
    body: deliveryPersonAreasInputSchema,
    responses: { 200: envelope(deliveryPersonSchema) },
  },
});
