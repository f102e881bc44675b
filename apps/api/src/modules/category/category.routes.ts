import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
  envelope,
  idParamsSchema,
  messageEnvelopeSchema,
  pagedEnvelope,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.js';
import {
  createCategory,
  editCategory,
  getCategory,
  listCategoryPage,
  removeCategory,
} from './category.service.js';

const tags = ['category'];
const security = [{ bearerAuth: [] }];

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category/all',
    {
      schema: {
        tags,
        querystring: categoryListQuerySchema,
        response: { 200: pagedEnvelope(categorySchema) },
      },
    },
    async (request) => {
      const { items, page } = await listCategoryPage(app.db, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/category/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: envelope(categorySchema) } } },
    async (request) => ({ response: await getCategory(app.db, request.params.id) }),
  );

  app.post(
    '/category',
    {
      onRequest: requireStaff(),
      schema: { tags, security, body: categoryCreateSchema, response: { 201: envelope(categorySchema) } },
    },
    async (request, reply) =>
      reply.code(201).send({
        response: await createCategory(app.db, request.body),
        message: 'Create Category Successfully',
      }),
  );

  app.put(
    '/category/:id',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: envelope(categorySchema) },
      },
    },
    async (request) => ({
      response: await editCategory(app.db, request.params.id, request.body),
      message: 'Update Category Successfully',
    }),
  );

  app.delete(
    '/category/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      const outcome = await removeCategory(app.db, request.params.id);
      return {
        response: null,
        message:
          outcome === 'archived'
            ? 'Category archived: it still has products'
            : 'Delete Category Successfully',
      };
    },
  );
};
