import { z } from 'zod';
import {
  addressCreateSchema,
  addressListQuerySchema,
  addressSchema,
  addressUpdateSchema,
  staffAddressSchema,
} from '../address';
import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { addressRoutes } from '../plain/routes/address';

export const addressEndpoints = endpointsOf('address', addressRoutes, {
  listAddresses: { query: addressListQuerySchema, responses: { 200: pagedEnvelope(staffAddressSchema) } },
  listCustomerAddresses: { params: idParamsSchema, responses: { 200: envelope(z.array(addressSchema)) } },
  getAddress: { params: idParamsSchema, responses: { 200: envelope(addressSchema) } },
  createAddress: { body: addressCreateSchema, responses: { 201: envelope(addressSchema) } },
  updateAddress: {
    params: idParamsSchema,
    body: addressUpdateSchema,
    responses: { 200: envelope(addressSchema) },
  },
  deleteAddress: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
});
