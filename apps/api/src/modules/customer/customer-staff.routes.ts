import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { staffOf } from '../../plugins/auth.js';
import {
  correctCustomerNumber,
  createCustomerByStaff,
  listCustomerHistory,
} from './customer-staff.service.js';

/** Staff's own work on accounts: a phone customer's new account, a corrected number, the history of both. */
export const customerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.createCustomerByStaff),
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await createCustomerByStaff(app.db, staffOf(request), request.body),
        message: 'Customer created',
      }),
  });

  app.route({
    ...routeOf(endpoints.correctCustomerNumber),
    handler: async (request) => ({
      response: await correctCustomerNumber(app.db, staffOf(request), request.params.id, request.body),
      message: 'Mobile number corrected',
    }),
  });

  app.route({
    ...routeOf(endpoints.listCustomerHistory),
    handler: async (request) => ({ response: await listCustomerHistory(app.db, request.params.id) }),
  });
};
