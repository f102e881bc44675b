import {
  customerListQuerySchema,
  customerSchema,
  customerUpdateSchema,
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerIdFor, requireCustomerOrStaff, requireStaff } from '../../plugins/auth.js';
import { editCustomer, getCustomer, listCustomerPage, removeCustomer } from './customer.service.js';
import { customerAccountRoutes } from './customer-account.routes.js';

const tags = ['customer'];
const security = [{ bearerAuth: [] }];

/** Customer profiles: staff see and manage all of them; a customer only their own. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerAccountRoutes);

  app.get(
    '/customer/all',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        summary: 'Customers, newest first; q matches the name or digits of the number',
        querystring: customerListQuerySchema,
        response: { 200: pagedEnvelope(customerSchema) },
      },
    },
    async (request) => {
      const { items, page } = await listCustomerPage(app.db, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/customer/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: { tags, security, params: idParamsSchema, response: { 200: envelope(customerSchema) } },
    },
    async (request) => ({ response: await getCustomer(app.db, customerIdFor(request, request.params.id)) }),
  );

  app.put(
    '/customer/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: 'A customer edits name and e-mail; staff also active',
        params: idParamsSchema,
        body: customerUpdateSchema,
        response: { 200: envelope(customerSchema) },
      },
    },
    async (request) => {
      const id = customerIdFor(request, request.params.id);
      const byStaff = request.principal?.kind === 'staff';
      return {
        response: await editCustomer(app.db, id, request.body, byStaff),
        message: 'Update Customer Successfully',
      };
    },
  );

  app.delete(
    '/customer/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a customer (staff, or the customer themself); one with orders is deactivated',
        params: idParamsSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      const outcome = await removeCustomer(app.db, customerIdFor(request, request.params.id));
      return {
        response: null,
        message:
          outcome === 'deactivated'
            ? 'Customer deactivated: they have orders, which are kept'
            : 'Delete Customer Successfully',
      };
    },
  );
};
