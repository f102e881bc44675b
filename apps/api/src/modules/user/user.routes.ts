import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { staffOf } from '../../plugins/auth.js';
import { createUser, deleteUser, getStaffUser, listUsers, updateUser } from './user.service.js';

/** Staff accounts. `GET /user` is the signed-in staff member; the rest is admin-only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getCurrentUser),
    handler: async (request) => ({ response: await getStaffUser(app.db, staffOf(request).id) }),
  });

  app.route({
    ...routeOf(endpoints.listUsers),
    handler: async (request) => {
      const { items, page } = await listUsers(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getUser),
    handler: async (request) => ({ response: await getStaffUser(app.db, request.params.id) }),
  });

  app.route({
    ...routeOf(endpoints.createUser),
    handler: async (request, reply) => {
      const user = await createUser(app.db, request.body);
      return reply.code(201).send({ response: user, message: 'Create User Successfully' });
    },
  });

  app.route({
    ...routeOf(endpoints.updateUser),
    handler: async (request) => ({
      response: await updateUser(app.db, request.params.id, request.body, staffOf(request).id),
      message: 'Update User Successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteUser),
    handler: async (request) => {
      await deleteUser(app.db, request.params.id, staffOf(request).id);
      return { response: null, message: 'Delete User Successfully' };
    },
  });
};
