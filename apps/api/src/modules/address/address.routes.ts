import {
  addressCreateSchema,
  addressListQuerySchema,
  addressSchema,
  addressUpdateSchema,
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
  staffAddressSchema,
} from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerIdFor, requireCustomerOrStaff, requireStaff } from '../../plugins/auth.js';
import {
  createAddress,
  editAddress,
  getAddress,
  listAddressPage,
  listCustomerAddresses,
  removeAddress,
} from './address.service.js';

const tags = ['address'];
const security = [{ bearerAuth: [] }];

/** The signed-in customer, whose own addresses are the only ones they reach; undefined for staff. */
function ownerOf(request: FastifyRequest): number | undefined {
  return request.principal?.kind === 'customer' ? request.principal.id : undefined;
}

/** Delivery addresses: a customer reaches only their own, staff reach every one. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/address/all',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        summary:
          'Staff: every address (or one customer’s, or those matching q), newest first, with its customer',
        querystring: addressListQuerySchema,
        response: { 200: pagedEnvelope(staffAddressSchema) },
      },
    },
    async (request) => {
      const { items, page } = await listAddressPage(app.db, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/address/customer/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: "A customer's addresses (id = the customer): the default first",
        params: idParamsSchema,
        response: { 200: envelope(z.array(addressSchema)) },
      },
    },
    async (request) => ({
      response: await listCustomerAddresses(app.db, customerIdFor(request, request.params.id)),
    }),
  );

  app.get(
    '/address/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: { tags, security, params: idParamsSchema, response: { 200: envelope(addressSchema) } },
    },
    async (request) => ({ response: await getAddress(app.db, request.params.id, ownerOf(request)) }),
  );

  app.post(
    '/address',
    {
      onRequest: requireCustomerOrStaff,
      schema: { tags, security, body: addressCreateSchema, response: { 201: envelope(addressSchema) } },
    },
    async (request, reply) => {
      const customerId = customerIdFor(request, request.body.customerId);
      return reply.code(201).send({
        response: await createAddress(app.db, customerId, request.body),
        message: 'Address created successfully',
      });
    },
  );

  app.put(
    '/address/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: addressUpdateSchema,
        response: { 200: envelope(addressSchema) },
      },
    },
    async (request) => {
      // A customer naming someone else is refused here (403), before the address is looked at.
      if (request.body.customerId !== undefined) customerIdFor(request, request.body.customerId);
      return {
        response: await editAddress(app.db, request.params.id, ownerOf(request), request.body),
        message: 'Address updated successfully',
      };
    },
  );

  app.delete(
    '/address/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await removeAddress(app.db, request.params.id, ownerOf(request));
      return { response: null, message: 'Address deleted successfully' };
    },
  );
};
