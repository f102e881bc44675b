import {
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
  pageQuerySchema,
  staffUserCreateSchema,
  staffUserSchema,
  staffUserUpdateSchema,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../plugins/auth.js';
import { createUser, deleteUser, getStaffUser, listUsers, updateUser } from './user.service.js';

const security = [{ bearerAuth: [] }];

/** Staff accounts. `GET /user` is the signed-in staff member; the rest is admin-only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];

  app.get(
    '/user',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        summary: 'The signed-in staff user',
        response: { 200: envelope(staffUserSchema) },
      },
    },
    async (request) => ({ response: await getStaffUser(app.db, staffOf(request).id) }),
  );

  app.get(
    '/user/all',
    {
      onRequest: requireStaff('admin'),
      schema: {
        tags,
        security,
        querystring: pageQuerySchema,
        response: { 200: pagedEnvelope(staffUserSchema) },
      },
    },
    async (request) => {
      const { items, page } = await listUsers(app.db, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/user/:id',
    {
      onRequest: requireStaff('admin'),
      schema: { tags, security, params: idParamsSchema, response: { 200: envelope(staffUserSchema) } },
    },
    async (request) => ({ response: await getStaffUser(app.db, request.params.id) }),
  );

  app.post(
    '/user',
    {
      onRequest: requireStaff('admin'),
      schema: { tags, security, body: staffUserCreateSchema, response: { 201: envelope(staffUserSchema) } },
    },
    async (request, reply) => {
      const user = await createUser(app.db, request.body);
      return reply.code(201).send({ response: user, message: 'Create User Successfully' });
    },
  );

  app.put(
    '/user/:id',
    {
      onRequest: requireStaff('admin'),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: staffUserUpdateSchema,
        response: { 200: envelope(staffUserSchema) },
      },
    },
    async (request) => ({
      response: await updateUser(app.db, request.params.id, request.body, staffOf(request).id),
      message: 'Update User Successfully',
    }),
  );

  app.delete(
    '/user/:id',
    {
      onRequest: requireStaff('admin'),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await deleteUser(app.db, request.params.id, staffOf(request).id);
      return { response: null, message: 'Delete User Successfully' };
    },
  );
};
