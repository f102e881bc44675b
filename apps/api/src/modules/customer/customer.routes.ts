import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerIdFor } from '../../plugins/auth.js';
import { editCustomer, getCustomer, listCustomerPage, removeCustomer } from './customer.service.js';
import { customerAccountRoutes } from './customer-account.routes.js';

/** Customer profiles: staff see and manage all of them; a customer only their own. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerAccountRoutes);

  app.route({
    ...routeOf(endpoints.listCustomers),
    handler: async (request) => {
      const { items, page } = await listCustomerPage(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getCustomer),
    handler: async (request) => ({
      response: await getCustomer(app.db, customerIdFor(request, request.params.id)),
    }),
  });

  app.route({
    ...routeOf(endpoints.updateCustomer),
    handler: async (request) => {
      const id = customerIdFor(request, request.params.id);
      const byStaff = request.principal?.kind === 'staff';
      return {
        response: await editCustomer(app.db, id, request.body, byStaff),
        message: 'Update Customer Successfully',
      };
    },
  });

  app.route({
    ...routeOf(endpoints.deleteCustomer),
    handler: async (request) => {
      const outcome = await removeCustomer(app.db, customerIdFor(request, request.params.id));
      return {
        response: null,
        message:
          outcome === 'deactivated'
            ? 'Customer deactivated: they have orders, which are kept'
            : 'Delete Customer Successfully',
      };
    },
  });
};
