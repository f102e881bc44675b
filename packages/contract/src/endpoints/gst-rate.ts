import { z } from 'zod';
import { envelope, idParamsSchema, messageEnvelopeSchema } from '../common';
import { endpointsOf } from '../endpoint';
import { gstRateCreateSchema, gstRateSchema } from '../gst-rate';
import { gstRateRoutes } from '../plain/routes/gst-rate';

export const gstRateEndpoints = endpointsOf('gst', gstRateRoutes, {
  listGstRates: { responses: { 200: envelope(z.array(gstRateSchema)) } },
  createGstRate: { body: gstRateCreateSchema, responses: { 201: envelope(gstRateSchema) } },
  deleteGstRate: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
