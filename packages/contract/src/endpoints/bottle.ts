import { z } from 'zod';
import {
  bottleBalanceSchema,
  bottleProductInputSchema,
  bottleProductParamsSchema,
  bottleProductSchema,
} from '../bottle';
import { envelope } from '../common';
import { endpointsOf } from '../endpoint';
import { bottleRoutes } from '../plain/routes/bottle';

export const bottleEndpoints = endpointsOf('bottle', bottleRoutes, {
  listBottleProducts: { responses: { 200: envelope(z.array(bottleProductSchema)) } },
  setBottleProduct: {
    params: bottleProductParamsSchema,
    body: bottleProductInputSchema,
    responses: { 200: envelope(bottleProductSchema) },
  },
  getMyBottles: { responses: { 200: envelope(bottleBalanceSchema) } },
});
