import { endpoints } from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerIdFor } from '../../plugins/auth.js';
import {
  createAddress,
  editAddress,
  getAddress,
  listAddressPage,
  listCustomerAddresses,
  removeAddress,
} from './address.service.js';

/** The signed-in customer, whose own addresses are the only ones they reach; undefined for staff. */
function ownerOf(request: FastifyRequest): number | undefined {
  return request.principal?.kind === 'customer' ? request.principal.id : undefined;
}

/** Delivery addresses: a customer reaches only their own, staff reach every one. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listAddresses),
    handler: async (request) => {
      const { items, page } = await listAddressPage(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.listCustomerAddresses),
    handler: async (request) => ({
      response: await listCustomerAddresses(app.db, customerIdFor(request, request.params.id)),
    }),
  });

  app.route({
    ...routeOf(endpoints.getAddress),
    handler: async (request) => ({ response: await getAddress(app.db, request.params.id, ownerOf(request)) }),
  });

  app.route({
    ...routeOf(endpoints.createAddress),
    handler: async (request, reply) => {
      const customerId = customerIdFor(request, request.body.customerId);
      return reply.code(201).send({
        response: await createAddress(app.db, customerId, request.body),
        message: 'Address created successfully',
      });
    },
  });

  app.route({
    ...routeOf(endpoints.updateAddress),
    handler: async (request) => {
      // A customer naming someone else is refused here (403), before the address is looked at.
      if (request.body.customerId !== undefined) customerIdFor(request, request.body.customerId);
      return {
        response: await editAddress(app.db, request.params.id, ownerOf(request), request.body),
        message: 'Address updated successfully',
      };
    },
  });

  app.route({
    ...routeOf(endpoints.deleteAddress),
    handler: async (request) => {
      await removeAddress(app.db, request.params.id, ownerOf(request));
      return { response: null, message: 'Address deleted successfully' };
    },
  });
};
