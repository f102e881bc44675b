import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerIdFor, customerOf } from '../../plugins/auth.js';
import {
  editCustomer,
  getCustomer,
  listCustomerPage,
  removeCustomer,
  verifyOwnNumber,
} from './customer.service.js';
import { ACCOUNT_RATE_LIMIT, customerAccountRoutes } from './customer-account.routes.js';
import { ACCOUNT_CLOSED_MESSAGE, closeAccount } from './customer-closure.service.js';
import { customerPrivacyRoutes } from './customer-privacy.routes.js';
import { customerStaffRoutes } from './customer-staff.routes.js';

/** Customer profiles: staff see and manage all of them; a customer only their own (and proves its number). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerAccountRoutes);
  await app.register(customerPrivacyRoutes);
  await app.register(customerStaffRoutes);

  app.route({
    ...routeOf(endpoints.verifyCustomerNumber),
    config: { rateLimit: ACCOUNT_RATE_LIMIT },
    handler: async (request) => ({
      response: await verifyOwnNumber(app.db, customerOf(request).id, request.body.otp),
      message: 'Mobile number verified',
    }),
  });

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
      const id = customerIdFor(request, request.params.id);
      // A customer on themself closes the account, with a code, like POST /customer/close.
      if (request.principal?.kind === 'customer') {
        await closeAccount(app.db, id, request.query.otp);
        return { response: null, message: ACCOUNT_CLOSED_MESSAGE };
      }
      const outcome = await removeCustomer(app.db, id);
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
